import type { Translated } from "#app/i18n/resources";
import type en from "../en/shell";

export default {
  mainNavigation: "Principal",
  collapseMenu: "Ocultar el menú",
  expandMenu: "Mostrar el menú",
  home: "Inicio",
  autoloads: "Recarga automática",
  reports: "Informes",
  settings: "Configuración",
  members: "Miembros",
  spendRules: "Reglas de gasto",
  customFields: "Campos personalizados",
  developers: "Desarrolladores",
  webhooks: "Notificaciones webhook",
  docs: "Documentación",
  support: "Soporte",
  supportTitle: "¿Necesita ayuda? ¿Tiene una pregunta?",
  supportBody: "Comuníquese con su contacto de cuenta en {{support}} o escriba al correo de soporte:",
  close: "Cerrar",
  bannerTitle: "Aviso: ¡estamos cambiando nuestras direcciones web!",
  bannerBody: "Las direcciones web de las páginas del panel están cambiando. Actualice sus marcadores.",
  bannerClose: "Cerrar este mensaje",
  sessionEnding_one: "Su sesión terminará en menos de {{count, number}} minuto porque no ha tenido actividad.",
  sessionEnding_many: "Su sesión terminará en menos de {{count, number}} de minutos porque no ha tenido actividad.",
  sessionEnding_other: "Su sesión terminará en menos de {{count, number}} minutos porque no ha tenido actividad.",
  staySignedIn: "Mantener la sesión abierta",
} satisfies Translated<typeof en>;
