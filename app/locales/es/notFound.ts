import type { Translated } from "#app/i18n/resources";
import type en from "../en/notFound";

export default {
  title: "Página no encontrada",
  heading: "Esta página no existe",
  pathsUpdated: "Hace poco cambiamos las direcciones de las páginas del panel. Por eso, es posible que un marcador antiguo ya no funcione.",
  loginAgain: "Inicie sesión de nuevo para encontrar lo que buscaba.",
  backHome: "Volver a la página de inicio",
} satisfies Translated<typeof en>;
