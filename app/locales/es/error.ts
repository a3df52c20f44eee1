import type { Translated } from "#app/i18n/resources";
import type en from "../en/error";

export default {
  title: "Algo salió mal",
  heading: "Algo salió mal",
  body: "Ocurrió un error inesperado. Inténtelo de nuevo en un momento.",
  unexpected: "Error inesperado. Inténtelo de nuevo.",
  reference: "Referencia para el servicio de ayuda:",
  tryAgain: "Intentar de nuevo",
  unavailableTitle: "Servicio no disponible",
  unavailableHeading: "Este servicio no está disponible",
  unavailableBody:
    "Este sitio todavía no está conectado a su proveedor de pagos, por lo que no puede mostrar ninguna página. Vuelva a intentarlo más tarde; si el problema continúa, comuníquese con su organización.",
  codeLoad: {
    title: "No se pudo cargar esta página",
    body: "La página tardó demasiado en cargarse o se interrumpió la conexión. Compruebe su conexión a internet y vuelva a intentarlo.",
  },
} satisfies Translated<typeof en>;
