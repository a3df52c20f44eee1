import type { Translated } from "#app/i18n/resources";
import type en from "../en/reports";

export default {
  title: "Informes",
  heading: "Informes",
  acrossPrograms: "Informes de todos los programas",
  date: "Fecha",
  showNumbers: "Mostrar las cifras",
  period: {
    label: "Período",
    thisMonth: "Este mes",
    lastMonth: "El mes pasado",
    thisQuarter: "Este trimestre",
    lastQuarter: "El trimestre pasado",
    custom: "Período personalizado",
    from: "Desde",
    to: "Hasta",
    show: "Mostrar informe",
    showing: "Del {{from}} al {{to}}, en hora de Nueva York.",
  },
  cards: {
    title: "Tarjetas",
    loaded: "Cargado en las tarjetas",
    spent: "Gastado con tarjetas",
    cardCount: "Tarjetas emitidas",
    activeCardCount: "Tarjetas usadas",
    transactionCount: "Compras",
    declinedCount: "Compras rechazadas",
    spentPerDay: "Gastado por día",
    loadedPerDay: "Cargado por día",
    perDay: "Tarjetas por día",
    csv: "Descargar tarjetas por día (CSV)",
  },
  categories: {
    title: "Gasto por categoría de comercio",
    category: "Categoría de comercio",
    amount: "Gastado",
    count: "Compras",
    hidden: "Oculta",
    empty: "No hay compras en este período.",
    csv: "Descargar el gasto por categoría (CSV)",
  },
  transfers: {
    title: "Transferencias bancarias",
    sent: "Enviado",
    transferCount: "Transferencias bancarias",
    recipientCount: "Destinatarios pagados",
    byStatus: "Transferencias bancarias por estado",
    status: "Estado",
    count: "Cantidad",
    amount: "Monto",
    sentPerDay: "Enviado por día",
    perDay: "Transferencias bancarias por día",
    csv: "Descargar transferencias bancarias por día (CSV)",
    statuses: {
      created: "Creada",
      processing: "En proceso",
      completed: "Completada",
      failed: "Fallida",
    },
  },
  csv: {
    date: "Fecha",
  },
  errors: {
    periodInvalid: "Escriba una fecha de inicio y una de fin; el inicio debe ser igual o anterior al fin.",
    periodTooLong: "Un informe puede abarcar como máximo 400 días.",
  },
  /** The cross-program report's breakdown (issue 35 item 6). */
  byProgram: {
    title: "Por programa",
    caption: "Las cifras de cada programa en el periodo",
    program: "Programa",
    sent: "Enviado por transferencia bancaria",
    own: "{{name}} (fuera de sus programas)",
    empty: "Esta organización aún no tiene programas.",
  },
  /** CSV columns beside the human ones (issue 35 item 6). */
  csvCodes: {
    categoryCode: "Código de categoría de comercio",
  },
} satisfies Translated<typeof en>;
