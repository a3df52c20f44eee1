import type { Translated } from "#app/i18n/resources";
import type en from "../en/home";

export default {
  title: "خوش آمدید",
  heading: "به {{brand}} خوش آمدید",
  intro: "انتخاب کنید که از {{brand}} چطور استفاده می‌کنید.",
  cardholdersTitle: "من کارت دارم",
  cardholdersBody: "بیلانس کارت خود را بررسی کنید، پین کود (PIN) خود را تعیین کنید و خریدها و پول‌های واریز شده را ببینید.",
  adminsTitle: "من یک برنامه را مدیریت می‌کنم",
  adminsBody: "به داشبورد داخل شوید تا کارت‌ها، پرداخت‌ها و افراد را مدیریت کنید.",
  about: "در باره {{brand}}",
  support: "به کمک ضرورت دارید؟ با بخش کمک {{support}} به تماس شوید:",
} satisfies Translated<typeof en>;
