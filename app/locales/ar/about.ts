import type { Translated } from "#app/i18n/resources";
import type en from "../en/about";

export default {
  title: "حول",
  heading: "حول {{brand}}",
  body: "{{brand}} خدمة تساعد المنظمات، مثل وكالات إعادة التوطين والمنظمات غير الربحية والبرامج الحكومية، على دفع المال للأشخاص عبر بطاقات مسبقة الدفع وتحويلات بنكية.",
  cardholders: "إذا استلمت بطاقة، يمكنك في بوابة حاملي البطاقات التحقق من رصيدها، واختيار رمز PIN الخاص بها، وقفلها، ومشاهدة مشترياتك.",
  security: "معلوماتك محمية بتشفير 256 بت.",
  contact: "لديك أسئلة؟ اكتب إلينا:",
} satisfies Translated<typeof en>;
