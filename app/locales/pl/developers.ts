import type { Translated } from "#app/i18n/resources";
import type en from "../en/developers";

export default {
  title: "Dokumentacja API",
  intro:
    "API dostawcy, które wywołują Twoje systemy, wygenerowane z tego samego kontraktu, którego używają aplikacja i piaskownica. Kwoty są w całkowitych centach, czas w formacie ISO-8601 UTC, a listy są stronicowane kursorem.",
  authHeading: "Uwierzytelnianie",
  authBody:
    "Wywołania zawierają token okaziciela w nagłówku Authorization. Wywołania przesuwające pieniądze zawierają też nagłówek Idempotency-Key: ponowne wysłanie tego samego klucza zwraca pierwszą odpowiedź i nie przesuwa pieniędzy drugi raz.",
  errorsHeading: "Błędy",
  errorsBody: "Błąd jest odpowiedzią w JSON: stały kod, komunikat oraz, dla odrzuconych pól, lista problemów.",
  groupsHeading: "Grupy punktów końcowych",
  groupColumn: "Grupa",
  countColumn: "Punkty końcowe",
  allGroups: "Wszystkie grupy",
  parameters: "Parametry",
  requestBody: "Treść żądania",
  response: "Odpowiedź",
  noBody: "Brak treści.",
  errors: "Błędy",
  required: "wymagane",
  optional: "opcjonalne",
  authBearer: "Token okaziciela",
  authLinkToken: "Token linku (nagłówek X-Link-Token)",
  authNone: "Bez uwierzytelniania",
  values: "Wartości",
  webhooksHeading: "Weryfikacja podpisu webhooka",
  webhooksIntro:
    "Każde doręczenie to POST z treścią JSON i trzema nagłówkami, zgodnie ze specyfikacją Standard Webhooks: webhook-id to identyfikator zdarzenia, identyczny przy każdej próbie, więc służy do pomijania już obsłużonej wiadomości; webhook-timestamp to czas wysłania w sekundach; webhook-signature zawiera jeden lub więcej podpisów oddzielonych spacjami.",
  step1: "Weź sekret z konsoli webhooków, usuń przedrostek whsec_ i zdekoduj resztę z base64: to jest klucz.",
  step2:
    "Zbuduj podpisywaną treść: webhook-id, kropka, webhook-timestamp, kropka i treść dokładnie w postaci otrzymanej, przed parsowaniem JSON.",
  step3: "Oblicz HMAC-SHA256 treści tym kluczem i zakoduj wynik w base64.",
  step4:
    "Przyjmij wiadomość, gdy jeden z podpisów v1 w nagłówku jest równy Twojemu (porównanie w stałym czasie), a znacznik czasu różni się od Twojego zegara o mniej niż pięć minut. Podczas rotacji sekretu nagłówek zawiera po jednym podpisie na każdy ważny sekret.",
  exampleHeading: "Przykład krok po kroku",
  secret: "Sekret",
  body: "Treść",
  signedContent: "Podpisywana treść",
  codeHeading: "To samo w JavaScript",
  eventsHeading: "Typy zdarzeń",
  eventsBody:
    "Punkt końcowy otrzymuje typy, które subskrybuje, albo wszystkie, jeśli nie wybrano żadnego. Pole data.change nazywa dokładną zmianę, na przykład card_locked. Doręczenie bez odpowiedzi 2xx w ciągu dziesięciu sekund jest ponawiane po 5 s, 20 s, 80 s i tak dalej, łącznie osiem prób.",
  integrationsPointer: "Stan Twoich punktów końcowych i nieudane doręczenia:",
  integrations: {
    title: "Integracje",
    intro:
      "Jak Twoje systemy dowiadują się o zmianach: punkty końcowe webhooków, które odbierają zdarzenia o kartach, doładowaniach, transakcjach, odbiorcach, kontach bankowych, przelewach bankowych i automatycznych doładowaniach, oraz jak poszły ich doręczenia.",
    openConsole: "Otwórz konsolę webhooków",
    consoleHint:
      "W konsoli (w nowej karcie) dodasz i usuniesz punkty końcowe, wybierzesz typy zdarzeń, zobaczysz każdą próbę, wyślesz doręczenie ponownie, wyślesz zdarzenie testowe i wymienisz sekrety.",
    docsLink: "Dokumentacja API",
    notEnabled:
      "Twoja organizacja nie ma włączonych webhooków. Poproś swojego opiekuna konta o ich włączenie. Dokumentacja API obowiązuje mimo to.",
    endpointsHeading: "Punkty końcowe",
    noEndpoints: "Nie ma jeszcze punktów końcowych. Dodaj pierwszy w konsoli webhooków.",
    countsCaption: "Punkty końcowe i ich doręczenia z ostatnich {{days}} dni",
    endpointColumn: "Punkt końcowy",
    eventsColumn: "Zdarzenia",
    healthColumn: "Stan",
    lastAttemptColumn: "Ostatnia próba",
    deliveredColumn: "Doręczone",
    pendingColumn: "Oczekujące",
    failedColumn: "Porzucone",
    allEvents: "Wszystkie zdarzenia",
    health: { healthy: "Działa", failing: "Nie działa", idle: "Jeszcze bez doręczeń" },
    noAnswer: "Brak odpowiedzi",
    failuresHeading: "Ostatnie nieudane doręczenia",
    noFailures: "Brak nieudanych doręczeń w ostatnich {{days}} dniach.",
    timeColumn: "Nieudane",
    eventColumn: "Zdarzenie",
    attemptsColumn: "Próby",
    answerColumn: "Odpowiedź",
    nextColumn: "Następna próba",
    givenUp: "Porzucone",
  },
  openApi: {
    intro: "Całe API w jednym dokumencie OpenAPI 3.1, dla generatorów klientów i narzędzi do API:",
    download: "Pobierz dokument OpenAPI (JSON)",
  },
} satisfies Translated<typeof en>;
