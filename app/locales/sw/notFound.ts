import type { Translated } from "#app/i18n/resources";
import type en from "../en/notFound";

export default {
  title: "Ukurasa haukupatikana",
  heading: "Ukurasa huu haupo",
  pathsUpdated: "Hivi karibuni tulibadilisha anwani za kurasa za dashibodi, kwa hiyo alamisho la zamani huenda lisifanye kazi tena.",
  loginAgain: "Tafadhali ingia tena ili upate ulichokuwa ukitafuta.",
  backHome: "Rudi kwenye ukurasa wa mwanzo",
} satisfies Translated<typeof en>;
