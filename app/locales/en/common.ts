export default {
  skipToContent: "Skip to main content",
  home: "Home",
  supportHours: "Support is available Monday to Friday, 9:00 to 18:00 Eastern time, except holidays.",
  nextPage: "Next page",
  pages: "Pages",
  firstPage: "First page",
  loading: "Loading…",
  errorSummary: "There is a problem",
  errorTitle: "Error: {{title}}",
  busy: "Sending…",
  panelFailed: "This section could not be loaded. Reload the page to try again.",
  previousPage: "Previous page",
};
