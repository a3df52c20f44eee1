import type { Translated } from "#app/i18n/resources";
import type en from "../en/cardholder";

export default {
  title: "زما کارت",
  heading: "زما کارتونه",
  greeting: "سلام، {{name}}",
  noCards: "تر اوسه ستاسو له حساب سره هېڅ کارت نه دی تړل شوی.",
  cardType: "ډول",
  formFactor: {
    physical: "فزیکي کارت",
    virtual: "مجازي کارت",
  },
  cardNumber: "د کارت شمېره",
  endingIn: "وروستي عددونه",
  expires: "د پای نېټه",
  status: "حالت",
  cardStatus: {
    active: "فعال",
    inactive: "تر اوسه نه دی فعال شوی",
    locked: "قفل شوی",
    frozen: "ستاسو د سازمان له خوا لنډمهاله بند شوی",
    closed: "ستاسو د سازمان له خوا د تل لپاره بند شوی",
  },
} satisfies Translated<typeof en>;
