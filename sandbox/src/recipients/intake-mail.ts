/**
 * The e-mails a recipient receives during intake, in the intake languages (spec section 2: English,
 * Spanish, Polish). A recipient's language is the one they last used on the intake pages; before that,
 * English. Nothing here is logged; codes and links exist only in the mailbox row.
 */
export type IntakeLanguage = "en" | "es" | "pl";

export function intakeLanguageOf(value: unknown): IntakeLanguage {
  return value === "es" || value === "pl" ? value : "en";
}

type Mail = { subject: string; body: string };

const INTAKE_LINK: Record<IntakeLanguage, (name: string) => Mail> = {
  en: (name) => ({
    subject: "Set up how you get paid",
    body: `Hello ${name},\n\nAn organization you work with wants to pay you by bank transfer. Open the link to verify your e-mail and enter your bank details. It takes about five minutes.`,
  }),
  es: (name) => ({
    subject: "Configure cómo recibe sus pagos",
    body: `Hola, ${name}:\n\nUna organización con la que trabaja quiere pagarle por transferencia bancaria. Abra el enlace para verificar su correo electrónico e ingresar los datos de su cuenta bancaria. Tarda unos cinco minutos.`,
  }),
  pl: (name) => ({
    subject: "Ustaw, jak otrzymujesz płatności",
    body: `Dzień dobry, ${name}!\n\nOrganizacja, z którą współpracujesz, chce płacić Ci przelewem bankowym. Otwórz link, aby potwierdzić adres e-mail i podać dane konta bankowego. Zajmie to około pięciu minut.`,
  }),
};

const CODE: Record<IntakeLanguage, (name: string, code: string) => Mail> = {
  en: (name, code) => ({
    subject: "Your code",
    body: `Hello ${name},\n\nYour code is ${code}.\nIt expires in 10 minutes and works once. If you did not ask for it, ignore this e-mail.`,
  }),
  es: (name, code) => ({
    subject: "Su código",
    body: `Hola, ${name}:\n\nSu código es ${code}.\nVence en 10 minutos y solo sirve una vez. Si no lo pidió, ignore este correo.`,
  }),
  pl: (name, code) => ({
    subject: "Twój kod",
    body: `Dzień dobry, ${name}!\n\nTwój kod to ${code}.\nWygasa po 10 minutach i działa tylko raz. Jeśli o niego nie prosiłeś(-aś), zignoruj tę wiadomość.`,
  }),
};

const VERIFIED: Record<IntakeLanguage, (name: string) => Mail> = {
  en: (name) => ({
    subject: "Your bank account is verified",
    body: `Hello ${name},\n\nYour bank account is verified. Payments sent to you will go to this account.`,
  }),
  es: (name) => ({
    subject: "Su cuenta bancaria está verificada",
    body: `Hola, ${name}:\n\nSu cuenta bancaria está verificada. Los pagos que le envíen irán a esta cuenta.`,
  }),
  pl: (name) => ({
    subject: "Twoje konto bankowe jest zweryfikowane",
    body: `Dzień dobry, ${name}!\n\nTwoje konto bankowe jest zweryfikowane. Płatności dla Ciebie trafią na to konto.`,
  }),
};

const FAILED: Record<IntakeLanguage, (name: string) => Mail> = {
  en: (name) => ({
    subject: "We could not verify your bank account",
    body: `Hello ${name},\n\nWe could not verify the bank account you gave us. Please contact support to correct it.`,
  }),
  es: (name) => ({
    subject: "No pudimos verificar su cuenta bancaria",
    body: `Hola, ${name}:\n\nNo pudimos verificar la cuenta bancaria que nos dio. Comuníquese con soporte para corregirlo.`,
  }),
  pl: (name) => ({
    subject: "Nie udało się zweryfikować Twojego konta bankowego",
    body: `Dzień dobry, ${name}!\n\nNie udało się zweryfikować podanego konta bankowego. Skontaktuj się z pomocą techniczną, aby to poprawić.`,
  }),
};

export const intakeLinkMail = (language: IntakeLanguage, name: string) => INTAKE_LINK[language](name);
export const intakeCodeMail = (language: IntakeLanguage, name: string, code: string) => CODE[language](name, code);
export const verificationMail = (language: IntakeLanguage, name: string, verified: boolean) =>
  (verified ? VERIFIED : FAILED)[language](name);
