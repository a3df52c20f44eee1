import type { Translated } from "#app/i18n/resources";
import type en from "../en/programs";

export default {
  title: "برنامه‌ها",
  heading: "برنامه‌ها",
  empty: "هنوز برنامه‌ای وجود ندارد.",
  name: "برنامه",
  productType: "روش پرداخت",
  balance: "موجودی حساب تأمین وجه",
  superBalance: "موجودی حساب تأمین وجه {{name}}",
  fundingAccount: "حساب تأمین وجه",
  reports: "گزارش‌های همه برنامه‌ها",
  type: {
    cards: "کارت",
    bank_transfers: "انتقال بانکی",
    on_demand_cards: "کارت‌های صادرشده بنا به درخواست",
  },
  create: {
    title: "ایجاد برنامه",
    name: "نام برنامه",
    productType: "روش پرداخت",
    choose: "انتخاب کنید برنامه چگونه پرداخت می‌کند",
    submit: "ایجاد برنامه",
    done: "برنامه {{name}} ایجاد شد.",
    doneUnnamed: "برنامه ایجاد شد.",
  },
  errors: {
    nameRequired: "نام برنامه الزامی است",
    nameTooLong: "نام برنامه حداکثر ۲۵۵ نویسه می‌تواند داشته باشد.",
    productTypeRequired: "انتخاب کنید برنامه چگونه پرداخت می‌کند.",
    nameTaken: "برنامه‌ای با این نام از قبل وجود دارد.",
    notTopLevel: "برنامه‌ها فقط برای سازمان ایجاد می‌شوند، نه درون یک برنامه.",
  },
} satisfies Translated<typeof en>;
