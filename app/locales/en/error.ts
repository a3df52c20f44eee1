export default {
  title: "Something went wrong",
  heading: "Something went wrong",
  body: "An unexpected error happened. Please try again in a moment.",
  /** Spec section 8's generic error, shown where a dashboard page failed (inside the shell). */
  unexpected: "Unexpected error, try again.",
  /** Before the request id on error pages, so support can find the request in the logs (ADR 0206). */
  reference: "Reference for support:",
  tryAgain: "Try again",
  /** Shown with a 503 when the deployment has neither a provider URL nor sandbox mode (ADR 0098). */
  unavailableTitle: "Service unavailable",
  unavailableHeading: "This service is not available",
  unavailableBody:
    "This site is not connected to its payments provider yet, so it cannot show any page. Please try again later; if the problem stays, contact your organization.",
  /** A page whose code failed to load or took longer than the spec's 120 seconds (ADR 0237); with error.tryAgain. */
  codeLoad: {
    title: "This page could not load",
    body: "The page took too long to load or the connection was interrupted. Check your internet connection and try again.",
  },
};
