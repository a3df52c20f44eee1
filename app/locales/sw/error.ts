import type { Translated } from "#app/i18n/resources";
import type en from "../en/error";

export default {
  title: "Kuna tatizo",
  heading: "Kuna tatizo",
  body: "Hitilafu isiyotarajiwa imetokea. Tafadhali jaribu tena baada ya muda mfupi.",
  unexpected: "Hitilafu isiyotarajiwa, jaribu tena.",
  tryAgain: "Jaribu tena",
} satisfies Translated<typeof en>;
