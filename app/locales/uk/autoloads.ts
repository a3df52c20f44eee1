import type { Translated } from "#app/i18n/resources";
import type en from "../en/autoloads";

export default {
  title: "Автопоповнення",
  heading: "Автопоповнення",
  timing: "Автопоповнення поповнюють кожну зі своїх карток о 3:00 за нью-йоркським часом у кожен день виконання.",
  empty: "Автопоповнень поки немає.",
  name: "Назва",
  frequency: "Періодичність",
  amount: "Сума на картку",
  members: "Картки",
  nextRun: "Наступне поповнення (час Нью-Йорка)",
  noNextRun: "Немає",
  status: "Статус",
  frequencies: {
    daily: "Щодня",
    weekly: "Щотижня",
    monthly: "Щомісяця",
    last_of_month: "Останній день кожного місяця",
  },
  statuses: {
    active: "Активне",
    cancelled: "Скасоване",
    completed: "Завершене",
  },
} satisfies Translated<typeof en>;
