import type { Translated } from "#app/i18n/resources";
import type en from "../en/notFound";

export default {
  title: "Страница не найдена",
  heading: "Такой страницы нет",
  pathsUpdated: "Недавно мы изменили адреса страниц панели управления, поэтому старая закладка может больше не работать.",
  loginAgain: "Пожалуйста, войдите снова, чтобы найти то, что вы искали.",
  backHome: "Вернуться на главную страницу",
} satisfies Translated<typeof en>;
