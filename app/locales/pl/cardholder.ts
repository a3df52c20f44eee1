import type { Translated } from "#app/i18n/resources";
import type en from "../en/cardholder";

export default {
  title: "Moja karta",
  heading: "Moje karty",
  greeting: "Dzień dobry, {{name}}",
  noCards: "Do Państwa konta nie jest jeszcze przypisana żadna karta.",
  cardType: "Typ",
  formFactor: {
    physical: "Karta fizyczna",
    virtual: "Karta wirtualna",
  },
  cardNumber: "Numer karty",
  endingIn: "kończący się cyframi",
  expires: "Ważna do",
  status: "Stan",
  cardStatus: {
    active: "Aktywna",
    inactive: "Jeszcze nieaktywowana",
    locked: "Zablokowana",
    frozen: "Zamrożona przez Państwa organizację",
    closed: "Zamknięta przez Państwa organizację",
  },
} satisfies Translated<typeof en>;
