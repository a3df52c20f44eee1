import type { Messages } from "./en";

export const pl = {
  greeting: "Dzień dobry, {name}!",
  greetingAnonymous: "Dzień dobry!",
  testMode: "Tryb testowy: ta wiadomość pochodzi od dostawcy testowego. Nic w niej nie dotyczy prawdziwych pieniędzy ani prawdziwych kart.",

  "otp.smsSubject": "Kod logowania",
  "otp.smsCardholder": "Twój kod logowania do portalu posiadacza karty Beacon to {code}. Wygasa po 10 minutach.",
  "otp.smsBusiness": "Twój kod logowania do panelu Beacon to {code}. Wygasa po 10 minutach.",
  "otp.emailSubject": "Twój kod logowania",
  "otp.emailCardholder":
    "Twój jednorazowy kod do portalu posiadacza karty Beacon to {code}.\nWygasa po 10 minutach i działa tylko raz. Jeśli to nie Ty prosisz o ten kod, zignoruj tę wiadomość.",
  "otp.emailBusiness":
    "Twój jednorazowy kod do panelu Beacon to {code}.\nWygasa po 10 minutach i działa tylko raz. Jeśli to nie Ty prosisz o ten kod, zignoruj tę wiadomość.",

  "addressCode.subject": "Twój kod potwierdzenia adresu e-mail",
  "addressCode.cardholderBody":
    "Ktoś zakłada konto w portalu posiadacza karty Beacon z tym adresem e-mail. Twój kod potwierdzenia to {code}.\nWygasa po 10 minutach i działa tylko raz. Jeśli to nie Ty, zignoruj tę wiadomość: bez kodu konto nie zostanie utworzone.",
  "addressCode.businessBody":
    "Ktoś zakłada konto Beacon Payouts z tym adresem e-mail. Twój kod potwierdzenia to {code}.\nWygasa po 10 minutach i działa tylko raz. Jeśli to nie Ty, zignoruj tę wiadomość: bez kodu konto nie zostanie utworzone.",

  "reset.subject": "Zresetuj hasło",
  "reset.body":
    "Ktoś poprosił o zresetowanie hasła do Twojego konta Beacon. Otwórz poniższy link w ciągu godziny, aby ustawić nowe hasło. Link działa tylko raz.\n\nJeśli to nie Ty, zignoruj tę wiadomość; Twoje hasło się nie zmieni.",

  "virtualCard.subject": "Twoja karta wirtualna od {organization} jest gotowa",
  "virtualCard.subjectResent": "Twoja karta wirtualna od {organization} (wysłana ponownie)",
  "virtualCard.body":
    "{organization} wydała Ci kartę wirtualną. Zaloguj się do portalu posiadacza karty (albo załóż konto na ten adres e-mail), aby ją aktywować i zobaczyć numer karty. Nigdy nie wysyłamy numerów kart e-mailem.",

  "member.addedSubject": "Dodano Cię do {business}",
  "member.addedBody": "Jesteś teraz członkiem {business} w Beacon Payouts. Zaloguj się swoim dotychczasowym hasłem.",
  "member.invitedSubject": "Zaproszenie do {business}",
  "member.invitedBody":
    "Zaproszono Cię do zarządzania wypłatami {business} w Beacon Payouts. Otwórz poniższy link w ciągu 7 dni, aby ustawić hasło. Link działa tylko raz.",

  "onboarding.linkSubject": "Dokończ konfigurację: {business}",
  "onboarding.linkBody":
    "Dziękujemy za zgłoszenie. Otwórz link, aby kontynuować wniosek, podając informacje o organizacji. Możesz do niego wrócić w dowolnej chwili przez 30 dni.",
  "onboarding.ownerSubject": "{business} prosi o Twoje dane",
  "onboarding.ownerBody":
    "{business} wskazała Cię jako beneficjenta rzeczywistego (25% lub więcej). Otwórz link i podaj swoje dane, aby można było rozpatrzyć wniosek. Link działa przez 14 dni.",
  "onboarding.approvedSubject": "{business}: wniosek zatwierdzony",
  "onboarding.approvedBody": "Dobra wiadomość: Twój wniosek został zatwierdzony, a konto jest aktywne. Zaloguj się, aby zacząć.",
  "onboarding.manualReviewSubject": "{business}: wniosek w ręcznej weryfikacji",
  "onboarding.manualReviewBody":
    "Osoba z naszego zespołu sprawdza Twój wniosek ręcznie. Zwykle trwa to do 2 dni roboczych. Nie musisz nic robić.",
  "onboarding.documentsSubject": "{business}: potrzebny jeszcze jeden dokument",
  "onboarding.documentsBody":
    "Aby zakończyć weryfikację, potrzebujemy aktualnego wyciągu bankowego organizacji. Otwórz swój link do wniosku i prześlij go na stronie potwierdzenia.",

  "intake.linkSubject": "{organization} chce Ci zapłacić",
  "intake.linkBody":
    "{organization} chce płacić Ci przelewem bankowym. Aby wysłać pieniądze na Twoje konto bankowe, potrzebne są jego dane. Otwórz link, aby potwierdzić adres e-mail i je podać. Zajmie to około pięciu minut. Jeśli nie znasz organizacji {organization}, nie otwieraj linku.",
  "intake.codeSubject": "Twój kod",
  "intake.codeBody":
    "Twój kod to {code}.\nWygasa po 10 minutach i działa tylko raz. Jeśli to nie Ty prosisz o ten kod, zignoruj tę wiadomość.",
  "intake.verifiedSubject": "Twoje konto bankowe jest zweryfikowane",
  "intake.verifiedBody": "Twoje konto bankowe jest zweryfikowane. Płatności dla Ciebie trafią na to konto.",
  "intake.failedSubject": "Nie udało się zweryfikować Twojego konta bankowego",
  "intake.failedBody": "Nie udało się zweryfikować podanego konta bankowego. Skontaktuj się z pomocą techniczną, aby to poprawić.",

  "notify.purchaseSubject": "Płatność kartą: {amount} w {merchant}",
  "notify.purchaseBody":
    "Twoją kartą kończącą się na {last6} zapłacono {amount} w {merchant}. Płatność czeka na zaksięgowanie, zwykle do 5 dni, i jest już uwzględniona w saldzie.",
  "notify.declineSubject": "Karta odrzucona w {merchant}",
  "notify.declineBody": "Płatność {amount} w {merchant} kartą kończącą się na {last6} została odrzucona. Z karty nie pobrano pieniędzy.",
  "notify.loadSubject": "Zasilenie karty: {amount}",
  "notify.loadBody": "Na Twoją kartę kończącą się na {last6} wpłynęło {amount}.",
  "notify.footer": "Te e-maile możesz wyłączyć w ustawieniach powiadomień w portalu posiadacza karty.",
} as const satisfies Messages;
