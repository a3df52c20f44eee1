import type { Translated } from "#app/i18n/resources";
import type en from "../en/home";

export default {
  title: "خوش آمدید",
  heading: "به {{brand}} خوش آمدید",
  intro: "انتخاب کنید چطور از {{brand}} استفاده می‌کنید.",
  cardholdersTitle: "کارت دارم",
  cardholdersBody: "موجودی‌تان را بررسی کنید، رمز کارت (PIN) را تعیین کنید و خریدها و شارژهای کارت را ببینید.",
  adminsTitle: "یک برنامه را مدیریت می‌کنم",
  adminsBody: "وارد داشبورد شوید تا کارت‌ها، پرداخت‌ها و افراد را مدیریت کنید.",
  about: "درباره {{brand}}",
  support: "به کمک نیاز دارید؟ با پشتیبانی {{support}} تماس بگیرید:",
} satisfies Translated<typeof en>;
