import type { Translated } from "#app/i18n/resources";
import type en from "../en/unknownHost";

export default {
  title: "Anwani isiyojulikana",
  heading: "Anwani hii haijawekwa",
  body: "Hakuna shirika linalotumia anwani hii ya tovuti. Angalia kiungo ulichofuata, au wasiliana na shirika lililokutumia kiungo hicho.",
} satisfies Translated<typeof en>;
