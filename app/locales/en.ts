/**
 * English: the source of truth. Every other locale file must have exactly these keys
 * (`satisfies Translation`), with real translations.
 */
const en = {
  common: {
    skipToContent: "Skip to main content",
    home: "Home",
    supportHours: "Support is available Monday to Friday, 9:00 to 18:00 Eastern time, except holidays.",
  },
  language: {
    label: "Language",
    submit: "Change language",
  },
  home: {
    title: "Welcome",
    heading: "Welcome to {{brand}}",
    intro: "Choose how you use {{brand}}.",
    cardholdersTitle: "I have a card",
    cardholdersBody: "Check your balance, set your PIN and see your purchases and loads.",
    adminsTitle: "I manage a program",
    adminsBody: "Sign in to the dashboard to manage cards, payments and people.",
    about: "About {{brand}}",
    support: "Need help? Contact {{support}} support:",
  },
  about: {
    title: "About",
    heading: "About {{brand}}",
    body: "{{brand}} helps organizations such as resettlement agencies, nonprofits and public programs pay people with prepaid cards and bank transfers.",
    cardholders: "If you received a card, you can check its balance, set its PIN, lock it and see your purchases in the cardholder portal.",
    security: "Your information is protected with 256-bit encryption.",
    contact: "Questions? Write to us:",
  },
  notFound: {
    title: "Page not found",
    heading: "This page does not exist",
    pathsUpdated: "We recently changed the addresses of dashboard pages, so an old bookmark may no longer work.",
    loginAgain: "Please log in again to find what you were looking for.",
    backHome: "Back to the home page",
  },
  unknownHost: {
    title: "Unknown address",
    heading: "This address is not set up",
    body: "No organization uses this web address. Check the link you followed, or contact the organization that sent it to you.",
  },
  error: {
    title: "Something went wrong",
    heading: "Something went wrong",
    body: "An unexpected error happened. Please try again in a moment.",
    tryAgain: "Try again",
  },
};

export default en;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Translation = Widen<typeof en>;
