import type { Translated } from "#app/i18n/resources";
import type en from "../en/error";

export default {
  title: "Algo salió mal",
  heading: "Algo salió mal",
  body: "Ocurrió un error inesperado. Inténtelo de nuevo en un momento.",
  unexpected: "Error inesperado. Inténtelo de nuevo.",
  tryAgain: "Intentar de nuevo",
} satisfies Translated<typeof en>;
