import type { Translated } from "#app/i18n/resources";
import type en from "../en/programs";

export default {
  title: "البرامج",
  heading: "البرامج",
  empty: "لا توجد برامج حتى الآن.",
  name: "البرنامج",
  productType: "طريقة الدفع",
  balance: "رصيد حساب التمويل",
  superBalance: "رصيد حساب التمويل لـ {{name}}",
  fundingAccount: "حساب التمويل",
  reports: "تقارير جميع البرامج",
  type: {
    cards: "البطاقات",
    bank_transfers: "التحويلات البنكية",
    on_demand_cards: "البطاقات حسب الطلب",
  },
  create: {
    title: "إنشاء برنامج",
    name: "اسم البرنامج",
    productType: "طريقة الدفع",
    choose: "اختر طريقة دفع البرنامج",
    submit: "إنشاء البرنامج",
    done: "تم إنشاء البرنامج {{name}}.",
    doneUnnamed: "تم إنشاء البرنامج.",
  },
  errors: {
    nameRequired: "اسم البرنامج مطلوب",
    nameTooLong: "يمكن أن يتكون اسم البرنامج من 255 حرفًا على الأكثر.",
    productTypeRequired: "اختر طريقة دفع البرنامج.",
    nameTaken: "يوجد برنامج بهذا الاسم بالفعل.",
    notTopLevel: "تُنشأ البرامج للمنظمة فقط، وليس داخل برنامج.",
  },
} satisfies Translated<typeof en>;
