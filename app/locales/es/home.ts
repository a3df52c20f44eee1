import type { Translated } from "#app/i18n/resources";
import type en from "../en/home";

export default {
  title: "Bienvenida",
  heading: "Le damos la bienvenida a {{brand}}",
  intro: "Elija cómo usa {{brand}}.",
  cardholdersTitle: "Tengo una tarjeta",
  cardholdersBody: "Consulte su saldo, elija su PIN y vea sus compras y recargas.",
  adminsTitle: "Administro un programa",
  adminsBody: "Inicie sesión en el panel para administrar tarjetas, pagos y personas.",
  about: "Acerca de {{brand}}",
  support: "¿Necesita ayuda? Comuníquese con el soporte de {{support}}:",
} satisfies Translated<typeof en>;
