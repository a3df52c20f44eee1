/** Identifiers (docs/decisions/0022-sandbox-ids.md). */
import { randomInt } from "./crypto";

/** Lower-case Crockford-style base32 without i, l, o, u. */
const ID_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
/** Upper-case card id alphabet without 0, 1, I, O (32 symbols). */
export const CARD_ID_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

function randomString(alphabet: string, length: number, pick: (n: number) => number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[pick(alphabet.length)];
  return out;
}

export type IdPrefix =
  | "usr"
  | "ch"
  | "ses"
  | "otp"
  | "rco"
  | "rses"
  | "biz"
  | "note"
  | "act"
  | "mail"
  | "key"
  | "fa"
  | "dep"
  | "ord"
  | "tag"
  | "rule"
  | "al"
  | "load"
  | "txn"
  | "rcp"
  | "ba"
  | "trf"
  | "obp"
  | "upl"
  | "whe"
  | "whs"
  | "msg"
  | "whd"
  | "wha";

/** `prefix_` + 16 random base32 characters (80 bits). */
export function newId(prefix: IdPrefix, pick: (n: number) => number = randomInt): string {
  return `${prefix}_${randomString(ID_ALPHABET, 16, pick)}`;
}

/** A 10-character card id. */
export function newCardId(pick: (n: number) => number = randomInt): string {
  return randomString(CARD_ID_ALPHABET, 10, pick);
}
