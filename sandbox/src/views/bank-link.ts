/**
 * The bank-linking service's hosted page (docs/decisions/0159-hosted-bank-linking-page.md), the way real
 * bank-linking services offer a redirect flow: the person picks a test bank, then an account, and the
 * browser goes back to the app. It belongs to the recipient intake, so it speaks English, Spanish and
 * Polish (spec section 2), has no script, one small stylesheet, and works at 320 px.
 */
import { BANK_TEST_ACCOUNTS, type BankTestAccount } from "#domain/bank-test-accounts";
import { html, type SafeHtml } from "./html";

export type BankLinkLanguage = "en" | "es" | "pl";
export const BANK_LINK_LANGUAGES: readonly BankLinkLanguage[] = ["en", "es", "pl"];

export function bankLinkLanguageOf(value: unknown): BankLinkLanguage | null {
  return value === "en" || value === "es" || value === "pl" ? value : null;
}

const NATIVE_NAMES: Record<BankLinkLanguage, string> = { en: "English", es: "Español", pl: "Polski" };

/** The bank page's words in each of its languages (exported for the locale tests). */
export const BANK_LINK_TEXT = {
  en: {
    title: "Connect your bank",
    service: "Sandbox bank linking",
    note: "Test service of the sandbox: no real bank is contacted.",
    language: "Language",
    chooseBank: "Choose your bank",
    continue: "Continue",
    chooseAccount: "Choose the account for your payments",
    checking: "Checking account",
    savings: "Savings account",
    ending: "ending in",
    connect: "Connect this account",
    otherBank: "Choose another bank",
    cancel: "Cancel and go back",
    unreachable: "We cannot reach this bank right now.",
    goBack: "Go back",
    pickBank: "Choose a bank.",
    pickAccount: "Choose an account.",
    closed: "This page has expired or was already used. Go back and start again.",
    unknown: "This page does not exist. Go back to where you started.",
    noReturn: "This page was opened without a way back. Close it and continue where you started.",
  },
  es: {
    title: "Conecte su banco",
    service: "Conexión bancaria de prueba",
    note: "Servicio de prueba del entorno de pruebas: no se contacta con ningún banco real.",
    language: "Idioma",
    chooseBank: "Elija su banco",
    continue: "Continuar",
    chooseAccount: "Elija la cuenta para sus pagos",
    checking: "Cuenta corriente",
    savings: "Cuenta de ahorros",
    ending: "terminada en",
    connect: "Conectar esta cuenta",
    otherBank: "Elegir otro banco",
    cancel: "Cancelar y volver",
    unreachable: "Ahora no podemos conectar con este banco.",
    goBack: "Volver",
    pickBank: "Elija un banco.",
    pickAccount: "Elija una cuenta.",
    closed: "Esta página ha caducado o ya se usó. Vuelva y empiece de nuevo.",
    unknown: "Esta página no existe. Vuelva a donde empezó.",
    noReturn: "Esta página se abrió sin un camino de vuelta. Ciérrela y siga donde empezó.",
  },
  pl: {
    title: "Połącz swój bank",
    service: "Testowe łączenie z bankiem",
    note: "Usługa testowa środowiska testowego: żaden prawdziwy bank nie jest używany.",
    language: "Język",
    chooseBank: "Wybierz swój bank",
    continue: "Dalej",
    chooseAccount: "Wybierz konto do płatności",
    checking: "Konto bieżące",
    savings: "Konto oszczędnościowe",
    ending: "kończące się na",
    connect: "Połącz to konto",
    otherBank: "Wybierz inny bank",
    cancel: "Anuluj i wróć",
    unreachable: "Nie możemy teraz połączyć się z tym bankiem.",
    goBack: "Wróć",
    pickBank: "Wybierz bank.",
    pickAccount: "Wybierz konto.",
    closed: "Ta strona wygasła lub została już użyta. Wróć i zacznij od nowa.",
    unknown: "Ta strona nie istnieje. Wróć na stronę, od której zaczynasz.",
    noReturn: "Tę stronę otwarto bez drogi powrotu. Zamknij ją i wróć na stronę, od której zaczynasz.",
  },
} as const satisfies Record<BankLinkLanguage, Record<string, string>>;

export type TestBank = { id: string; name: string; accounts: readonly BankTestAccount[]; unreachable: boolean };

const EVERYDAY = new Set(["sandbox_checking", "sandbox_savings"]);

/**
 * The test banks of the hosted page: one with the two accounts that verify and receive transfers, one
 * with every other test outcome (domain/bank-test-accounts.ts), and one that cannot be reached (the
 * page's failure, which sends the person back with `bankLink=failed`).
 */
export const TEST_BANKS: readonly TestBank[] = [
  {
    id: "first",
    name: "First Sandbox Bank",
    accounts: BANK_TEST_ACCOUNTS.filter((a) => EVERYDAY.has(a.linkAccountId)),
    unreachable: false,
  },
  {
    id: "outcomes",
    name: "Sandbox Outcomes Bank",
    accounts: BANK_TEST_ACCOUNTS.filter((a) => !EVERYDAY.has(a.linkAccountId)),
    unreachable: false,
  },
  { id: "unreachable", name: "Unreachable Sandbox Bank", accounts: [], unreachable: true },
];

export function testBank(id: string | undefined): TestBank | undefined {
  return TEST_BANKS.find((bank) => bank.id === id);
}

export const BANK_LINK_CSS = `*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f24;background:#fff}
header{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.25rem 1rem;padding:.5rem 1rem;border-bottom:1px solid #d0d7de}
header p{margin:0;font-weight:700}
nav ul{display:flex;gap:.25rem;margin:0;padding:0;list-style:none}
nav a{display:inline-block;padding:.5rem;min-height:44px;color:#0a5cc2}
nav a[aria-current]{color:#1b1f24;font-weight:700;text-decoration:none}
main{max-width:32rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;line-height:1.25;margin:.75rem 0 1rem}
.note{margin:0;padding:.5rem .75rem;border-radius:4px;background:#fff4d6;color:#5c3b00;font-size:.875rem}
.error{color:#b3261e;font-weight:600}
fieldset{margin:0 0 1rem;padding:0;border:0}
legend{margin-bottom:.5rem;font-weight:600}
label{display:flex;gap:.75rem;align-items:center;min-height:48px;margin-bottom:.5rem;padding:.5rem .75rem;border:1px solid #8c959f;border-radius:6px}
input{flex:none;width:1.25rem;height:1.25rem;margin:0}
code{display:block;color:#57606a;font-size:.875rem;word-break:break-all}
button{width:100%;min-height:48px;padding:.5rem 1rem;border:2px solid #0a5cc2;border-radius:6px;background:#0a5cc2;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.secondary{margin-top:.75rem;background:#fff;color:#0a5cc2}
a{color:#0a5cc2}
:focus-visible{outline:3px solid #0a5cc2;outline-offset:2px}
`;

function frame(language: BankLinkLanguage, languageLinks: URLSearchParams, body: SafeHtml): string {
  const t = BANK_LINK_TEXT[language];
  const links = BANK_LINK_LANGUAGES.map((code) => {
    const query = new URLSearchParams(languageLinks);
    query.set("lang", code);
    return html`<li><a href="?${query.toString()}" lang="${code}" hreflang="${code}"${
      code === language ? html` aria-current="true"` : null
    }>${NATIVE_NAMES[code]}</a></li>`;
  });
  return html`<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="description" content="${t.note}">
<title>${t.title} · ${t.service}</title>
<link rel="stylesheet" href="/_sandbox/bank-link.css">
</head>
<body>
<header><p>${t.service}</p><nav aria-label="${t.language}"><ul>${links}</ul></nav></header>
<main>
<p class="note">${t.note}</p>
${body}
</main>
</body>
</html>`.value;
}

const hidden = (name: string, value: string) => html`<input type="hidden" name="${name}" value="${value}">`;

function leaveForm(language: BankLinkLanguage, intent: "cancel" | "fail", label: string): SafeHtml {
  return html`<form method="post">${hidden("intent", intent)}${hidden("lang", language)}<button type="submit" class="secondary">${label}</button></form>`;
}

/** Step 1: the banks. */
export function chooseBankPage(language: BankLinkLanguage, error: boolean): string {
  const t = BANK_LINK_TEXT[language];
  const banks = TEST_BANKS.map((bank) => html`<label><input type="radio" name="bank" value="${bank.id}" required>${bank.name}</label>`);
  return frame(
    language,
    new URLSearchParams(),
    html`<h1>${t.title}</h1>
${error ? html`<p class="error" role="alert">${t.pickBank}</p>` : null}
<form method="get">${hidden("lang", language)}
<fieldset><legend>${t.chooseBank}</legend>${banks}</fieldset>
<button type="submit">${t.continue}</button>
</form>
${leaveForm(language, "cancel", t.cancel)}`,
  );
}

/** Step 2: the accounts of the chosen bank, or the bank that cannot be reached. */
export function chooseAccountPage(language: BankLinkLanguage, bank: TestBank, error: boolean): string {
  const t = BANK_LINK_TEXT[language];
  const query = new URLSearchParams({ bank: bank.id });
  const another = html`<p><a href="?lang=${language}">${t.otherBank}</a></p>`;
  if (bank.unreachable) {
    return frame(
      language,
      query,
      html`<h1>${bank.name}</h1>
<p class="error" role="alert">${t.unreachable}</p>
${leaveForm(language, "fail", t.goBack)}
${another}`,
    );
  }
  const accounts = bank.accounts.map((account) => {
    const type = account.linkAccountId === "sandbox_savings" ? t.savings : t.checking;
    return html`<label><input type="radio" name="account" value="${account.linkAccountId}" required><span>${type} ${t.ending} ${account.accountNumber.slice(-4)}<code>${account.linkAccountId}</code></span></label>`;
  });
  return frame(
    language,
    query,
    html`<h1>${bank.name}</h1>
${error ? html`<p class="error" role="alert">${t.pickAccount}</p>` : null}
<form method="post">${hidden("intent", "link")}${hidden("lang", language)}${hidden("bank", bank.id)}
<fieldset><legend>${t.chooseAccount}</legend>${accounts}</fieldset>
<button type="submit">${t.connect}</button>
</form>
${another}
${leaveForm(language, "cancel", t.cancel)}`,
  );
}

/** A page that cannot be used: unknown, expired or used, or opened without a way back. */
export function unusablePage(language: BankLinkLanguage, reason: "unknown" | "closed" | "noReturn", back: string | null): string {
  const t = BANK_LINK_TEXT[language];
  return frame(
    language,
    new URLSearchParams(),
    html`<h1>${t.title}</h1>
<p class="error" role="alert">${t[reason]}</p>
${back ? html`<p><a href="${back}">${t.goBack}</a></p>` : null}`,
  );
}
