import type about from "#app/locales/en/about";
import type activity from "#app/locales/en/activity";
import type auth from "#app/locales/en/auth";
import type autoloads from "#app/locales/en/autoloads";
import type cardDetail from "#app/locales/en/cardDetail";
import type cardholder from "#app/locales/en/cardholder";
import type cards from "#app/locales/en/cards";
import type common from "#app/locales/en/common";
import type developers from "#app/locales/en/developers";
import type error from "#app/locales/en/error";
import type funding from "#app/locales/en/funding";
import type history from "#app/locales/en/history";
import type home from "#app/locales/en/home";
import type imports from "#app/locales/en/imports";
import type intake from "#app/locales/en/intake";
import type language from "#app/locales/en/language";
import type notFound from "#app/locales/en/notFound";
import type onboarding from "#app/locales/en/onboarding";
import type orders from "#app/locales/en/orders";
import type programs from "#app/locales/en/programs";
import type recipients from "#app/locales/en/recipients";
import type reports from "#app/locales/en/reports";
import type settings from "#app/locales/en/settings";
import type shell from "#app/locales/en/shell";
import type unknownHost from "#app/locales/en/unknownHost";
import type validation from "#app/locales/en/validation";
import type { Namespace } from "./namespaces";

/** The English strings of every namespace: the source of truth for keys (and so for `t`'s types). */
export type Resources = {
  about: typeof about;
  activity: typeof activity;
  auth: typeof auth;
  autoloads: typeof autoloads;
  cardDetail: typeof cardDetail;
  cardholder: typeof cardholder;
  cards: typeof cards;
  common: typeof common;
  developers: typeof developers;
  error: typeof error;
  funding: typeof funding;
  history: typeof history;
  home: typeof home;
  imports: typeof imports;
  intake: typeof intake;
  language: typeof language;
  notFound: typeof notFound;
  onboarding: typeof onboarding;
  orders: typeof orders;
  programs: typeof programs;
  recipients: typeof recipients;
  settings: typeof settings;
  reports: typeof reports;
  shell: typeof shell;
  unknownHost: typeof unknownHost;
  validation: typeof validation;
};
// Every namespace has its English file, and nothing else is one.
type _Exact = [Namespace, keyof Resources] extends [keyof Resources, Namespace] ? true : never;
const _exact: _Exact = true;
void _exact;

/** The CLDR plural categories; i18next writes them as key suffixes (`minutes_one`, `minutes_few`). */
export type PluralCategory = "zero" | "one" | "two" | "few" | "many" | "other";
type PluralKey = `${string}_${PluralCategory}`;

/**
 * The shape another language's file must have, given the English one: the same keys with string
 * values, except plural keys, whose forms depend on the language (`locales.test.ts` checks that each
 * language has exactly the forms `Intl.PluralRules` gives it).
 */
export type Translated<T> = {
  [K in keyof T as K extends PluralKey ? never : K]: T[K] extends string ? string : Translated<T[K]>;
} & {
  [K in keyof T as K extends `${infer Base}_${PluralCategory}` ? `${Base}_${PluralCategory}` : never]?: string;
};
