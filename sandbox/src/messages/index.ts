/**
 * Every message the sandbox provider sends, in the twelve languages of the product, from its own
 * message files (one per language; en.ts is the source). Which language a message is written in is
 * decided per message (docs/decisions/0151-messages-in-the-readers-language.md); the mailbox keeps it,
 * so the message is shown with its `lang` and direction.
 */
import { isLanguageCode, type LanguageCode, languageDir } from "#domain/languages";
import { ar } from "./ar";
import { da } from "./da";
import { en, type MessageKey, type Messages } from "./en";
import { es } from "./es";
import { far } from "./far";
import { fr } from "./fr";
import { pa } from "./pa";
import { pl } from "./pl";
import { ru } from "./ru";
import { sw } from "./sw";
import { uk } from "./uk";
import { zh } from "./zh";

export type { MessageKey } from "./en";

export const MESSAGES: Record<LanguageCode, Messages> = { en, es, fr, pl, ru, zh, uk, sw, da, pa, far, ar };

/** A message's {placeholders}, in order of appearance. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? "");
}

/** Unicode first-strong isolate and its end (UAX #9): a filled-in value keeps its own direction. */
const FSI = "\u2068";
const PDI = "\u2069";

/**
 * The text of `key` in `language` with its {placeholders} filled; a missing value is a bug, so it throws.
 * In a right-to-left language each value is isolated, so "$12.50", a merchant's or a person's Latin name
 * reads in its own direction inside the sentence instead of being reordered by it.
 */
export function text(language: LanguageCode, key: MessageKey, values: Record<string, string> = {}): string {
  const rtl = languageDir(language) === "rtl";
  return MESSAGES[language][key].replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Message ${key} needs {${name}}`);
    const plain = plainValue(value);
    return rtl ? `${FSI}${plain}${PDI}` : plain;
  });
}

/**
 * A filled-in value as one line of plain text: control characters (CR and LF among them, which would
 * start a new header in a subject), line and paragraph separators and the bidirectional embeddings, overrides
 * and isolates (which make a name read backwards) become a space, so a business or person's
 * name can neither add a mail header nor disguise the text around it (review 2026-11-28 L1).
 */
export function plainValue(value: string): string {
  return value
    .replace(/[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]+/gu, " ")
    .replace(/ {2,}/g, " ")
    .trim();
}

export type ComposedMessage = { language: LanguageCode; subject: string; body: string };

/**
 * An e-mail: the subject, then the body as the greeting (by first name, or the anonymous one), a blank
 * line and the text, then an optional closing paragraph, and last the test-mode line: everything the
 * sandbox sends is test mode, locally and in staging (ADR 0205).
 */
export function composeMail(
  language: LanguageCode,
  keys: { subject: MessageKey; body: MessageKey; footer?: MessageKey },
  values: Record<string, string> & { name?: string },
): ComposedMessage {
  const greeting = values.name ? text(language, "greeting", { name: values.name }) : text(language, "greetingAnonymous");
  const paragraphs = [
    greeting,
    text(language, keys.body, values),
    ...(keys.footer ? [text(language, keys.footer, values)] : []),
    text(language, "testMode"),
  ];
  return { language, subject: text(language, keys.subject, values), body: paragraphs.join("\n\n") };
}

/** A language the sandbox can write in, or English for anything else (a missing or unknown value). */
export function messageLanguage(value: unknown): LanguageCode {
  return isLanguageCode(value) ? value : "en";
}
