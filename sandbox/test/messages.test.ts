/**
 * The sandbox's own message files (sandbox/src/messages, ADR 0151): the twelve languages carry the same
 * messages with the same placeholders, and each is a translation, not a copy of the English text.
 */
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES, type LanguageCode } from "#domain/languages";
import { MEMBER_INVITATION_DAYS } from "#domain/members";
import { ONBOARDING_LINK_TTL_MS, OWNER_LINK_TTL_MS } from "#domain/onboarding";
import { OTP_TTL_MS } from "#sandbox/auth/otp";
import { DAY, MINUTE } from "#sandbox/clock";
import { composeMail, MESSAGES, type MessageKey, placeholders, text } from "#sandbox/messages";
import { RECIPIENT_CODE_TTL_MS } from "#sandbox/recipients/intake-sign-in";

const KEYS = Object.keys(MESSAGES.en) as MessageKey[];
const TRANSLATIONS = LANGUAGE_CODES.filter((code) => code !== "en");

/** What may stay in Latin letters in a non-Latin script: the product's names and the placeholders. */
const strip = (value: string) => value.replace(/\{\w+\}/g, "").replace(/Beacon Payouts|Beacon/g, "");

describe("the sandbox's message files", () => {
  it("every language has exactly the English messages, with the same placeholders", () => {
    for (const code of LANGUAGE_CODES) {
      expect(Object.keys(MESSAGES[code]).sort(), code).toEqual([...KEYS].sort());
      for (const key of KEYS) {
        expect(placeholders(MESSAGES[code][key]).sort(), `${code} ${key}`).toEqual(placeholders(MESSAGES.en[key]).sort());
      }
    }
  });

  it("every message is translated: no language repeats the English text, and no non-Latin one keeps English words", () => {
    for (const code of TRANSLATIONS) {
      for (const key of KEYS) {
        expect(MESSAGES[code][key], `${code} ${key}`).not.toBe(MESSAGES.en[key]);
        expect(MESSAGES[code][key].trim(), `${code} ${key}`).not.toBe("");
      }
    }
    const nonLatin: LanguageCode[] = ["ru", "uk", "zh", "da", "pa", "far", "ar"];
    for (const code of nonLatin) {
      for (const key of KEYS) expect(strip(MESSAGES[code][key]), `${code} ${key}`).not.toMatch(/[A-Za-z]{2,}/);
    }
  });

  it("the right-to-left languages are written in their own script, Dari in Afghan usage rather than Farsi", () => {
    for (const code of ["da", "pa", "far", "ar"] as const) {
      for (const key of KEYS) expect(MESSAGES[code][key], `${code} ${key}`).toMatch(/[\u0600-\u06FF]/);
    }
    // The words that tell Dari from Farsi (the app's glossary uses the same): password, balance, organization.
    const dari = KEYS.map((key) => MESSAGES.da[key]).join("\n");
    const farsi = KEYS.map((key) => MESSAGES.far[key]).join("\n");
    expect(dari).toContain("پاسورد");
    expect(dari).not.toContain("رمز عبور");
    expect(dari).toContain("بیلانس");
    expect(dari).toContain("موسسه");
    expect(farsi).toContain("رمز عبور");
    expect(farsi).not.toContain("پاسورد");
    expect(farsi).toContain("موجودی");
  });

  it("the English texts state the durations the sandbox enforces", () => {
    for (const key of ["otp.smsCardholder", "otp.smsBusiness", "otp.emailCardholder", "otp.emailBusiness"] as const) {
      expect(MESSAGES.en[key]).toContain(`${OTP_TTL_MS / MINUTE} minutes`);
    }
    expect(MESSAGES.en["intake.codeBody"]).toContain(`${RECIPIENT_CODE_TTL_MS / MINUTE} minutes`);
    expect(MESSAGES.en["member.invitedBody"]).toContain(`within ${MEMBER_INVITATION_DAYS} days`);
    expect(MESSAGES.en["onboarding.linkBody"]).toContain(`within ${ONBOARDING_LINK_TTL_MS / DAY} days`);
    expect(MESSAGES.en["onboarding.ownerBody"]).toContain(`works for ${OWNER_LINK_TTL_MS / DAY} days`);
  });

  it("a mail is the greeting, then the text; values in right-to-left text are isolated; a missing value is an error", () => {
    const mail = composeMail("ar", { subject: "intake.codeSubject", body: "intake.codeBody" }, { name: "Amina", code: "123456" });
    expect(mail).toEqual({
      language: "ar",
      subject: "رمزك",
      body:
        "مرحبًا \u2068Amina\u2069،\n\nرمزك هو \u2068123456\u2069.\nتنتهي صلاحيته بعد 10 دقائق ويعمل مرة واحدة فقط. إذا لم تطلبه، فتجاهل هذه الرسالة." +
        "\n\nوضع الاختبار: هذه الرسالة من مزوّد الاختبار، ولا تُستخدم فيها أي أموال أو بطاقات حقيقية.",
    });
    // Isolated only where the text runs right to left.
    expect(text("es", "intake.codeBody", { code: "123456" })).toMatch(/^Su código es 123456\./);
    expect(composeMail("es", { subject: "onboarding.linkSubject", body: "onboarding.linkBody" }, { business: "Cedar" }).body).toMatch(
      /^Hola:\n\nGracias/,
    );
    expect(() => text("fr", "otp.smsBusiness")).toThrow(/needs \{code\}/);
  });

  it("every e-mail ends with the test-mode line, in its reader's language (ADR 0205)", () => {
    for (const code of LANGUAGE_CODES) {
      const mail = composeMail(code, { subject: "reset.subject", body: "reset.body" }, { name: "Amina" });
      expect(mail.body.endsWith(`\n\n${MESSAGES[code].testMode}`), code).toBe(true);
    }
  });
});
