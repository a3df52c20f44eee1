import type { Translated } from "#app/i18n/resources";
import type en from "../en/unknownHost";

export default {
  title: "Невідома адреса",
  heading: "Ця адреса не налаштована",
  body: "Жодна організація не використовує цю вебадресу. Перевірте посилання, за яким ви перейшли, або зверніться до організації, яка вам його надіслала.",
} satisfies Translated<typeof en>;
