import type { Translated } from "#app/i18n/resources";
import type en from "../en/unknownHost";

export default {
  title: "Dirección desconocida",
  heading: "Esta dirección no está configurada",
  body: "Ninguna organización usa esta dirección web. Revise el enlace que abrió o comuníquese con la organización que se lo envió.",
} satisfies Translated<typeof en>;
