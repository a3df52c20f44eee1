import type { Translated } from "#app/i18n/resources";
import type en from "../en/autoloads";

export default {
  title: "Автопополнения",
  heading: "Автопополнения",
  timing: "Автопополнения пополняют каждую из своих карт в 3:00 по нью-йоркскому времени в каждый день выполнения.",
  empty: "Автопополнений пока нет.",
  name: "Название",
  frequency: "Периодичность",
  amount: "Сумма на карту",
  members: "Карты",
  nextRun: "Следующее пополнение (время Нью-Йорка)",
  noNextRun: "Нет",
  status: "Статус",
  frequencies: {
    daily: "Ежедневно",
    weekly: "Еженедельно",
    monthly: "Ежемесячно",
    last_of_month: "Последний день каждого месяца",
  },
  statuses: {
    active: "Активно",
    cancelled: "Отменено",
    completed: "Завершено",
  },
} satisfies Translated<typeof en>;
