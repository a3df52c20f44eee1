import type { Translated } from "#app/i18n/resources";
import type en from "../en/unknownHost";

export default {
  title: "Неизвестный адрес",
  heading: "Этот адрес не настроен",
  body: "Ни одна организация не использует этот веб-адрес. Проверьте ссылку, по которой вы перешли, или свяжитесь с организацией, которая вам её отправила.",
} satisfies Translated<typeof en>;
