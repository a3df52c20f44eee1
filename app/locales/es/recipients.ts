import type { Translated } from "#app/i18n/resources";
import type en from "../en/recipients";

export default {
  title: "Destinatarios",
  heading: "Destinatarios",
  export: "Descargar como CSV",
  filtersLabel: "Buscar y filtrar destinatarios",
  search: "Buscar por nombre o correo electrónico",
  status: "Estado",
  sort: "Ordenar por",
  order: "Orden",
  ascending: "Ascendente",
  descending: "Descendente",
  any: "Cualquiera",
  apply: "Aplicar",
  clear: "Borrar",
  empty: "Ningún destinatario coincide con esta búsqueda.",
  recipient: "Destinatario",
  bankAccount: "Cuenta bancaria",
  noBankAccount: "Aún sin cuenta bancaria",
  added: "Añadido",
  statuses: {
    awaiting_recipient: "Esperando los datos bancarios del destinatario",
    pending_verification: "Cuenta bancaria en verificación",
    bank_account_verified: "Listo para pagar",
    verification_failed: "Falló la verificación bancaria",
  },
  sortKeys: {
    createdAt: "Fecha de alta",
    name: "Nombre",
  },
  csv: {
    recipientId: "ID del destinatario",
    name: "Nombre",
    email: "Correo electrónico",
    accountLast4: "Cuenta bancaria (últimos 4 dígitos)",
    createdAt: "Añadido",
  },
} satisfies Translated<typeof en>;
