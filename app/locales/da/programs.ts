import type { Translated } from "#app/i18n/resources";
import type en from "../en/programs";

export default {
  title: "برنامه‌ها",
  heading: "برنامه‌ها",
  empty: "هنوز هیچ برنامه‌ای وجود ندارد.",
  name: "برنامه",
  productType: "نوع پرداخت",
  balance: "بیلانس حساب تمویل",
  superBalance: "بیلانس حساب تمویل {{name}}",
  fundingAccount: "حساب تمویل",
  reports: "گزارش‌های همه برنامه‌ها",
  type: {
    cards: "کارت‌ها",
    bank_transfers: "انتقال بانکی",
    on_demand_cards: "کارت‌های به اساس تقاضا",
  },
  create: {
    title: "ایجاد برنامه",
    name: "نام برنامه",
    productType: "نوع پرداخت",
    choose: "انتخاب کنید برنامه چگونه پرداخت می‌کند",
    submit: "ایجاد برنامه",
    done: "برنامه {{name}} ایجاد شد.",
    doneUnnamed: "برنامه ایجاد شد.",
  },
  errors: {
    nameRequired: "نام برنامه ضروری است",
    nameTooLong: "نام برنامه حداکثر ۲۵۵ حرف داشته می‌تواند.",
    productTypeRequired: "انتخاب کنید برنامه چگونه پرداخت می‌کند.",
    nameTaken: "برنامه‌ای با این نام از قبل وجود دارد.",
    notTopLevel: "برنامه‌ها فقط برای موسسه ایجاد می‌شوند، نه در داخل یک برنامه.",
  },
} satisfies Translated<typeof en>;
