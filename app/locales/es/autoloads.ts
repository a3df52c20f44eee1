import type { Translated } from "#app/i18n/resources";
import type en from "../en/autoloads";

export default {
  title: "Programas de recarga automática",
  heading: "Programas de recarga automática",
  timing: "Cada recarga automática carga cada una de sus tarjetas a las 3 a. m., hora de Nueva York, cada día de ejecución.",
  empty: "Todavía no hay ninguna recarga automática.",
  name: "Nombre",
  frequency: "Frecuencia",
  amount: "Importe por tarjeta",
  members: "Tarjetas",
  nextRun: "Próxima carga (hora de Nueva York)",
  noNextRun: "Ninguna",
  status: "Estado",
  frequencies: {
    daily: "Diaria",
    weekly: "Semanal",
    monthly: "Mensual",
    last_of_month: "Último día de cada mes",
  },
  statuses: {
    active: "Activa",
    cancelled: "Cancelada",
    completed: "Finalizada",
  },
} satisfies Translated<typeof en>;
