import type { Translated } from "#app/i18n/resources";
import type en from "../en/unknownHost";

export default {
  title: "نشانی ناشناخته",
  heading: "این نشانی راه‌اندازی نشده است",
  body: "هیچ سازمانی از این نشانی وب استفاده نمی‌کند. پیوندی را که باز کرده‌اید بررسی کنید یا با سازمانی که آن را برایتان فرستاده است تماس بگیرید.",
} satisfies Translated<typeof en>;
