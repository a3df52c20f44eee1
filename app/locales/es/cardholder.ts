import type { Translated } from "#app/i18n/resources";
import type en from "../en/cardholder";

export default {
  title: "Mi tarjeta",
  heading: "Mis tarjetas",
  greeting: "Hola, {{name}}",
  noCards: "Todavía no hay ninguna tarjeta vinculada a su cuenta.",
  cardType: "Tipo",
  formFactor: {
    physical: "Tarjeta física",
    virtual: "Tarjeta virtual",
  },
  cardNumber: "Número de tarjeta",
  endingIn: "terminada en",
  expires: "Vence",
  status: "Estado",
  cardStatus: {
    active: "Activa",
    inactive: "Todavía no activada",
    locked: "Bloqueada",
    frozen: "Congelada por su organización",
    closed: "Cerrada por su organización",
  },
} satisfies Translated<typeof en>;
