import type { Translated } from "#app/i18n/resources";
import type en from "../en/common";

export default {
  testMode: {
    label: "Modo de prueba",
    banner: "Modo de prueba: este sitio usa el proveedor de pruebas y datos de demostración; aquí nada implica dinero ni tarjetas reales.",
  },
  skipToContent: "Ir al contenido principal",
  home: "Inicio",
  supportHours: "El servicio de ayuda está disponible de lunes a viernes, de 9:00 a 18:00, hora del Este, excepto los días feriados.",
  nextPage: "Página siguiente",
  pages: "Páginas",
  firstPage: "Primera página",
  loading: "Cargando…",
  errorSummary: "Hay un problema",
  errorTitle: "Hay un error: {{title}}",
  busy: "Enviando…",
  panelFailed: "No se pudo cargar esta sección. Vuelva a cargar la página para intentarlo de nuevo.",
  previousPage: "Página anterior",
  review: {
    heading: "Revise antes de transferir el dinero",
    amount: "Importe",
    from: "Desde",
    to: "Hacia",
    cardBalanceAfter: "Saldo de la tarjeta después",
    fundingBalanceAfter: "Saldo de la cuenta de financiamiento después",
  },
  receipt: {
    title: "Dinero transferido",
    amount: "Importe",
    newCardBalance: "Nuevo saldo de la tarjeta",
    newFundingBalance: "Nuevo saldo de la cuenta de financiamiento",
    reference: "Referencia",
  },
  customFields: { optional: "{{label}} (opcional)", none: "Ninguno" },
  activeFilters: "Filtros aplicados",
  removeFilter: "Quitar el filtro {{filter}}",
  filterValue: "{{label}}: {{value}}",
} satisfies Translated<typeof en>;
