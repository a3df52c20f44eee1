export default {
  title: "Something went wrong",
  heading: "Something went wrong",
  body: "An unexpected error happened. Please try again in a moment.",
  /** Spec section 8's generic error, shown where a dashboard page failed (inside the shell). */
  unexpected: "Unexpected error, try again.",
  tryAgain: "Try again",
};
