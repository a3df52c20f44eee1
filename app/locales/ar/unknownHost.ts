import type { Translated } from "#app/i18n/resources";
import type en from "../en/unknownHost";

export default {
  title: "عنوان غير معروف",
  heading: "هذا العنوان غير مُعَدّ",
  body: "لا تستخدم أي منظمة عنوان الويب هذا. تحقّق من الرابط الذي فتحته، أو تواصل مع المنظمة التي أرسلته إليك.",
} satisfies Translated<typeof en>;
