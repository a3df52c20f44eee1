import type { LanguageCode } from "#domain/languages";
import ar from "./ar";
import da from "./da";
import en, { type Translation } from "./en";
import es from "./es";
import far from "./far";
import fr from "./fr";
import pa from "./pa";
import pl from "./pl";
import ru from "./ru";
import sw from "./sw";
import uk from "./uk";
import zh from "./zh";

/** Every language, for the server: it renders any of them. */
export const TRANSLATIONS: Record<LanguageCode, Translation> = { en, es, fr, pl, ru, zh, uk, sw, da, pa, far, ar };
