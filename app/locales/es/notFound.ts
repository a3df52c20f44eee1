import type { Translated } from "#app/i18n/resources";
import type en from "../en/notFound";

export default {
  title: "Página no encontrada",
  heading: "Esta página no existe",
  pathsUpdated: "Hace poco cambiamos las direcciones de las páginas del panel. Por eso, es posible que un marcador antiguo ya no funcione.",
  loginAgain: "Inicie sesión de nuevo para encontrar lo que buscaba.",
  backHome: "Volver a la página de inicio",
  /** A mistyped or old object id inside the dashboard (issue 24): what was not found, and its list. */
  object: {
    card: { title: "Tarjeta no encontrada", missing: "No hay ninguna tarjeta {{id}} en {{business}}.", back: "Volver a las tarjetas" },
    order: {
      title: "Pedido de tarjeta no encontrado",
      missing: "No hay ningún pedido de tarjeta {{id}} en {{business}}.",
      back: "Volver a los pedidos de tarjetas",
    },
    recipient: {
      title: "Destinatario no encontrado",
      missing: "No hay ningún destinatario {{id}} en {{business}}.",
      back: "Volver a los destinatarios",
    },
    autoload: {
      title: "Programa de recarga automática no encontrado",
      missing: "No hay ningún programa de recarga automática {{id}} en {{business}}.",
      back: "Volver a los programas de recarga automática",
    },
  },
  checkAddress: "Si escribió la dirección web, compruebe que sea correcta. Si siguió un enlace, puede que esté desactualizado.",
  backToHome: "Volver a Inicio",
} satisfies Translated<typeof en>;
