import type { Translated } from "#app/i18n/resources";
import type en from "../en/notFound";

export default {
  title: "Сторінку не знайдено",
  heading: "Такої сторінки не існує",
  pathsUpdated: "Нещодавно ми змінили адреси сторінок панелі керування, тому стара закладка може більше не працювати.",
  loginAgain: "Будь ласка, увійдіть знову, щоб знайти те, що ви шукали.",
  backHome: "Повернутися на головну сторінку",
} satisfies Translated<typeof en>;
