export default {
  title: "Page not found",
  heading: "This page does not exist",
  pathsUpdated: "We recently changed the addresses of dashboard pages, so an old bookmark may no longer work.",
  loginAgain: "Please log in again to find what you were looking for.",
  backHome: "Back to the home page",
  /** A mistyped or old object id inside the dashboard (issue 24): what was not found, and its list. */
  object: {
    card: { title: "Card not found", missing: "There is no card {{id}} in {{business}}.", back: "Back to cards" },
    order: { title: "Card order not found", missing: "There is no card order {{id}} in {{business}}.", back: "Back to card orders" },
    recipient: { title: "Recipient not found", missing: "There is no recipient {{id}} in {{business}}.", back: "Back to recipients" },
    autoload: { title: "Autoload not found", missing: "There is no autoload {{id}} in {{business}}.", back: "Back to autoloads" },
  },
  checkAddress: "If you typed the web address, check it is correct. If you followed a link, it may be out of date.",
  backToHome: "Back to Home",
};
