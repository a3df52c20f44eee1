import type { Translated } from "#app/i18n/resources";
import type en from "../en/notFound";

export default {
  title: "Ukurasa haukupatikana",
  heading: "Ukurasa huu haupo",
  pathsUpdated: "Hivi karibuni tulibadilisha anwani za kurasa za dashibodi, kwa hiyo alamisho la zamani huenda lisifanye kazi tena.",
  loginAgain: "Tafadhali ingia tena ili upate ulichokuwa ukitafuta.",
  backHome: "Rudi kwenye ukurasa wa mwanzo",
  /** A mistyped or old object id inside the dashboard (issue 24): what was not found, and its list. */
  object: {
    card: { title: "Kadi haikupatikana", missing: "Hakuna kadi {{id}} katika {{business}}.", back: "Rudi kwenye kadi" },
    order: {
      title: "Agizo la kadi halikupatikana",
      missing: "Hakuna agizo la kadi {{id}} katika {{business}}.",
      back: "Rudi kwenye maagizo ya kadi",
    },
    recipient: { title: "Mpokeaji hakupatikana", missing: "Hakuna mpokeaji {{id}} katika {{business}}.", back: "Rudi kwa wapokeaji" },
    autoload: {
      title: "Kuweka pesa kiotomatiki hakukupatikana",
      missing: "Hakuna kuweka pesa kiotomatiki {{id}} katika {{business}}.",
      back: "Rudi kwenye kuweka pesa kiotomatiki",
    },
  },
  checkAddress: "Ikiwa uliandika anwani ya tovuti mwenyewe, hakikisha ni sahihi. Ikiwa ulifuata kiungo, huenda kimepitwa na wakati.",
  backToHome: "Rudi Mwanzo",
} satisfies Translated<typeof en>;
