import type { Translated } from "#app/i18n/resources";
import type en from "../en/error";

export default {
  title: "یوه ستونزه پېښه شوه",
  heading: "یوه ستونزه پېښه شوه",
  body: "یوه ناڅاپي تېروتنه وشوه. مهرباني وکړئ یو څه وروسته بیا هڅه وکړئ.",
  unexpected: "ناڅاپي تېروتنه وشوه، بیا هڅه وکړئ.",
  tryAgain: "بیا هڅه وکړئ",
} satisfies Translated<typeof en>;
