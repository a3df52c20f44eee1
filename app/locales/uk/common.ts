import type { Translated } from "#app/i18n/resources";
import type en from "../en/common";

export default {
  skipToContent: "Перейти до основного вмісту",
  home: "Головна",
  supportHours: "Служба підтримки працює з понеділка по п’ятницю, з 9:00 до 18:00 за східним часом США, крім святкових днів.",
  nextPage: "Наступна сторінка",
  pages: "Сторінки",
  firstPage: "Перша сторінка",
  loading: "Завантаження…",
  errorSummary: "Виникла проблема",
  errorTitle: "Помилка: {{title}}",
  busy: "Надсилання…",
  panelFailed: "Не вдалося завантажити цей розділ. Оновіть сторінку, щоб спробувати ще раз.",
  previousPage: "Попередня сторінка",
  activeFilters: "Застосовані фільтри",
  removeFilter: "Прибрати фільтр {{filter}}",
  filterValue: "{{label}}: {{value}}",
} satisfies Translated<typeof en>;
