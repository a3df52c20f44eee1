import type { Translation } from "./en";

const es = {
  common: {
    skipToContent: "Ir al contenido principal",
    home: "Inicio",
    supportHours: "El servicio de ayuda está disponible de lunes a viernes, de 9:00 a 18:00, hora del Este, excepto los días feriados.",
  },
  language: {
    label: "Idioma",
    submit: "Cambiar idioma",
  },
  home: {
    title: "Bienvenida",
    heading: "Le damos la bienvenida a {{brand}}",
    intro: "Elija cómo usa {{brand}}.",
    cardholdersTitle: "Tengo una tarjeta",
    cardholdersBody: "Consulte su saldo, elija su PIN y vea sus compras y recargas.",
    adminsTitle: "Administro un programa",
    adminsBody: "Inicie sesión en el panel para administrar tarjetas, pagos y personas.",
    about: "Acerca de {{brand}}",
    support: "¿Necesita ayuda? Comuníquese con el soporte de {{support}}:",
  },
  about: {
    title: "Acerca de",
    heading: "Acerca de {{brand}}",
    body: "{{brand}} ayuda a organizaciones, como agencias de reasentamiento, organizaciones sin fines de lucro y programas públicos, a pagar a personas con tarjetas prepagadas y transferencias bancarias.",
    cardholders: "Si recibió una tarjeta, puede consultar su saldo, elegir su PIN, bloquearla y ver sus compras en el portal para titulares de tarjetas.",
    security: "Su información está protegida con cifrado de 256 bits.",
    contact: "¿Tiene preguntas? Escríbanos:",
  },
  notFound: {
    title: "Página no encontrada",
    heading: "Esta página no existe",
    pathsUpdated: "Hace poco cambiamos las direcciones de las páginas del panel. Por eso, es posible que un marcador antiguo ya no funcione.",
    loginAgain: "Inicie sesión de nuevo para encontrar lo que buscaba.",
    backHome: "Volver a la página de inicio",
  },
  unknownHost: {
    title: "Dirección desconocida",
    heading: "Esta dirección no está configurada",
    body: "Ninguna organización usa esta dirección web. Revise el enlace que abrió o comuníquese con la organización que se lo envió.",
  },
  error: {
    title: "Algo salió mal",
    heading: "Algo salió mal",
    body: "Ocurrió un error inesperado. Inténtelo de nuevo en un momento.",
    tryAgain: "Intentar de nuevo",
  },
} satisfies Translation;

export default es;
