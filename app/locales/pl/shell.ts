import type { Translated } from "#app/i18n/resources";
import type en from "../en/shell";

export default {
  mainNavigation: "Menu główne",
  collapseMenu: "Ukryj menu",
  expandMenu: "Pokaż menu",
  home: "Strona główna",
  reports: "Raporty",
  settings: "Ustawienia",
  members: "Członkowie",
  spendRules: "Zasady wydatków",
  customFields: "Pola własne",
  developers: "Dla programistów",
  webhooks: "Webhooki",
  docs: "Dokumentacja",
  support: "Pomoc",
  supportTitle: "Potrzebują Państwo pomocy? Mają Państwo pytanie?",
  supportBody: "Prosimy o kontakt z Państwa opiekunem konta w {{support}} lub o wiadomość na adres e-mail pomocy:",
  close: "Zamknij",
  bannerTitle: "Uwaga: zmieniamy nasze adresy stron!",
  bannerBody: "Adresy stron w panelu się zmieniają. Prosimy zaktualizować zakładki.",
  bannerClose: "Zamknij ten komunikat",
  sessionEnding_one: "Z powodu braku aktywności sesja zakończy się za mniej niż {{count, number}} minutę.",
  sessionEnding_few: "Z powodu braku aktywności sesja zakończy się za mniej niż {{count, number}} minuty.",
  sessionEnding_many: "Z powodu braku aktywności sesja zakończy się za mniej niż {{count, number}} minut.",
  sessionEnding_other: "Z powodu braku aktywności sesja zakończy się za mniej niż {{count, number}} minuty.",
  staySignedIn: "Przedłuż sesję",
} satisfies Translated<typeof en>;
