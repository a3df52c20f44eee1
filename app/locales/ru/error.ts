import type { Translated } from "#app/i18n/resources";
import type en from "../en/error";

export default {
  title: "Что-то пошло не так",
  heading: "Что-то пошло не так",
  body: "Произошла непредвиденная ошибка. Пожалуйста, повторите попытку чуть позже.",
  unexpected: "Непредвиденная ошибка. Попробуйте снова.",
  reference: "Номер для службы поддержки:",
  tryAgain: "Попробовать снова",
  unavailableTitle: "Сервис недоступен",
  unavailableHeading: "Этот сервис недоступен",
  unavailableBody:
    "Этот сайт ещё не подключён к своему платёжному провайдеру, поэтому не может показать ни одной страницы. Повторите попытку позже; если проблема сохранится, обратитесь в свою организацию.",
} satisfies Translated<typeof en>;
