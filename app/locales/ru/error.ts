import type { Translated } from "#app/i18n/resources";
import type en from "../en/error";

export default {
  title: "Что-то пошло не так",
  heading: "Что-то пошло не так",
  body: "Произошла непредвиденная ошибка. Пожалуйста, повторите попытку чуть позже.",
  unexpected: "Непредвиденная ошибка. Попробуйте снова.",
  tryAgain: "Попробовать снова",
} satisfies Translated<typeof en>;
