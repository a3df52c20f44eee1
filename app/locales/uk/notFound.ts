import type { Translated } from "#app/i18n/resources";
import type en from "../en/notFound";

export default {
  title: "Сторінку не знайдено",
  heading: "Такої сторінки не існує",
  pathsUpdated: "Нещодавно ми змінили адреси сторінок панелі керування, тому стара закладка може більше не працювати.",
  loginAgain: "Будь ласка, увійдіть знову, щоб знайти те, що ви шукали.",
  backHome: "Повернутися на головну сторінку",
  /** A mistyped or old object id inside the dashboard (issue 24): what was not found, and its list. */
  object: {
    card: { title: "Картку не знайдено", missing: "У {{business}} немає картки {{id}}.", back: "Назад до карток" },
    order: {
      title: "Замовлення картки не знайдено",
      missing: "У {{business}} немає замовлення картки {{id}}.",
      back: "Назад до замовлень карток",
    },
    recipient: { title: "Одержувача не знайдено", missing: "У {{business}} немає одержувача {{id}}.", back: "Назад до одержувачів" },
    autoload: {
      title: "Автопоповнення не знайдено",
      missing: "У {{business}} немає автопоповнення {{id}}.",
      back: "Назад до автопоповнень",
    },
  },
  checkAddress: "Якщо ви ввели адресу вручну, перевірте, чи вона правильна. Якщо ви перейшли за посиланням, воно могло застаріти.",
  backToHome: "Повернутися на головну",
} satisfies Translated<typeof en>;
