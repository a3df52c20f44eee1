import type { Translated } from "#app/i18n/resources";
import type en from "../en/history";

export default {
  loads: {
    title: "Historial de recargas de tarjetas",
    heading: "Historial de recargas de tarjetas",
    intro:
      "Todas las recargas, retiros y transferencias entre tarjetas de esta organización y sus programas, de la más reciente a la más antigua.",
    empty: "Ninguna recarga coincide con esta vista.",
    search: "Nombre del titular o últimos dígitos de la tarjeta",
    source: "Origen",
    card: "Tarjeta",
    by: "Recargada por",
    automatic: "Automática",
    sources: {
      funding_account: "Cuenta de financiamiento",
      autoload: "Recarga automática",
      card_transfer: "Transferencia entre tarjetas",
      bulk_import: "Importación masiva",
      withdrawal: "Devuelto a la cuenta de financiamiento",
    },
  },
  transfers: {
    title: "Transferencias bancarias",
    heading: "Transferencias bancarias",
    intro: "Todos los pagos bancarios a destinatarios de esta organización y sus programas, del más reciente al más antiguo.",
    empty: "Ninguna transferencia bancaria coincide con esta vista.",
    search: "Nombre del destinatario",
    recipient: "Destinatario",
    status: "Estado",
    speed: "Velocidad",
    memo: "Concepto",
    statuses: {
      created: "Creada",
      processing: "En proceso",
      completed: "Completada",
      failed: "Fallida",
    },
    speeds: {
      ach: "Estándar (ACH)",
      sameday_ach: "ACH el mismo día",
      instant: "Instantánea",
    },
  },
  filters: {
    label: "Buscar y filtrar",
    searchShort: "Búsqueda",
    from: "Desde",
    to: "Hasta",
    any: "Cualquiera",
    apply: "Aplicar",
    clear: "Borrar",
  },
  columns: {
    date: "Fecha",
    amount: "Importe",
  },
  export: "Descargar como CSV",
  range: "Se muestran {{from, number}}–{{to, number}} de {{count, number}}",
  totals: "Coincidencias: {{matches, number}}. Importe total: {{total}}",
  csv: {
    loadId: "ID de la recarga",
    cardId: "ID de la tarjeta",
    cardLast6: "Últimos 6 dígitos de la tarjeta",
    holder: "Titular",
    transferId: "ID de la transferencia",
    recipientId: "ID del destinatario",
    accountLast4: "Últimos 4 dígitos de la cuenta",
  },
} satisfies Translated<typeof en>;
