export default {
  title: "Page not found",
  heading: "This page does not exist",
  pathsUpdated: "We recently changed the addresses of dashboard pages, so an old bookmark may no longer work.",
  loginAgain: "Please log in again to find what you were looking for.",
  backHome: "Back to the home page",
};
