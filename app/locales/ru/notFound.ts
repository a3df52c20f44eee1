import type { Translated } from "#app/i18n/resources";
import type en from "../en/notFound";

export default {
  title: "Страница не найдена",
  heading: "Такой страницы нет",
  pathsUpdated: "Недавно мы изменили адреса страниц панели управления, поэтому старая закладка может больше не работать.",
  loginAgain: "Пожалуйста, войдите снова, чтобы найти то, что вы искали.",
  backHome: "Вернуться на главную страницу",
  /** A mistyped or old object id inside the dashboard (issue 24): what was not found, and its list. */
  object: {
    card: { title: "Карта не найдена", missing: "В {{business}} нет карты {{id}}.", back: "Назад к картам" },
    order: { title: "Заказ карты не найден", missing: "В {{business}} нет заказа карты {{id}}.", back: "Назад к заказам карт" },
    recipient: { title: "Получатель не найден", missing: "В {{business}} нет получателя {{id}}.", back: "Назад к получателям" },
    autoload: { title: "Автопополнение не найдено", missing: "В {{business}} нет автопополнения {{id}}.", back: "Назад к автопополнениям" },
  },
  checkAddress: "Если вы ввели адрес вручную, проверьте, правильно ли он написан. Если вы перешли по ссылке, она могла устареть.",
  backToHome: "Вернуться на главную",
} satisfies Translated<typeof en>;
