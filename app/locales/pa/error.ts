import type { Translated } from "#app/i18n/resources";
import type en from "../en/error";

export default {
  title: "یوه ستونزه پېښه شوه",
  heading: "یوه ستونزه پېښه شوه",
  body: "یوه ناڅاپي تېروتنه وشوه. مهرباني وکړئ یو څه وروسته بیا هڅه وکړئ.",
  unexpected: "ناڅاپي تېروتنه وشوه، بیا هڅه وکړئ.",
  reference: "د ملاتړ لپاره د حوالې شمېره:",
  tryAgain: "بیا هڅه وکړئ",
  unavailableTitle: "خدمت شتون نه لري",
  unavailableHeading: "دا خدمت شتون نه لري",
  unavailableBody:
    "دا سایټ لا تر اوسه د خپل تادیې چمتو کوونکي سره نه دی نښلول شوی، نو هېڅ پاڼه نشي ښودلی. مهرباني وکړئ وروسته بیا هڅه وکړئ؛ که ستونزه پاتې شوه، له خپل سازمان سره اړیکه ونیسئ.",
  codeLoad: {
    title: "دا پاڼه پورته نه شوه",
    body: "د پاڼې پورته کېدل ډېر وخت ونیو یا اړیکه پرې شوه. خپله انټرنیټي اړیکه وګورئ او بیا هڅه وکړئ.",
  },
} satisfies Translated<typeof en>;
