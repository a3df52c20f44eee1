/**
 * Every message the sandbox sends is written in its reader's language (ADR 0151): the language the
 * account was created in, the language of the page a request came from, or the business's choice;
 * right-to-left ones show in the mailbox with their lang and dir.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { MailMessage } from "#contract/sandbox";
import { MESSAGES } from "#sandbox/messages";
import { BUSINESS_IDS, UNLINKED_CARD } from "#sandbox/seed/personas";
import { addressCode, call, mailTo, seedSmall } from "./helpers";
import { as } from "./helpers/session";

beforeAll(seedSmall);

/** A value filled into right-to-left text is isolated (FSI … PDI), so it keeps its own direction. */
const iso = (value: string) => `\u2068${value}\u2069`;

const newest = async (to: string): Promise<MailMessage> => {
  const [message] = await mailTo(to);
  if (!message) throw new Error(`no message to ${to}`);
  return message;
};

/** An account created in Arabic: the unlinked demo card, linked through the portal's Arabic page. */
async function arabicCardholder() {
  const reply = await call("POST", `/cardholders/card/${UNLINKED_CARD.id}/`, {
    body: {
      email: UNLINKED_CARD.email,
      password: "Sunrise#Otter26",
      last6: UNLINKED_CARD.last6,
      expiration: UNLINKED_CARD.expiration,
      emailCode: await addressCode("cardholder", UNLINKED_CARD.email, "ar"),
      language: "ar",
    },
  });
  expect(reply.status).toBe(201);
}

describe("messages in the reader's language", () => {
  beforeAll(arabicCardholder);

  it("a cardholder who created their account in Arabic gets an Arabic, right-to-left purchase e-mail, and the mailbox shows it so", async () => {
    const purchase = await call("POST", `/_sandbox/cards/${UNLINKED_CARD.id}/purchase`, {
      body: { amountCents: 1250, merchantName: "Corner Market", merchantCategory: "grocery_stores_supermarkets" },
    });
    expect(purchase.status).toBe(201);
    const mail = await newest(UNLINKED_CARD.email);
    expect(mail.language).toBe("ar");
    expect(mail.subject).toBe(`عملية شراء بالبطاقة: ${iso("$12.50")} لدى ${iso("Corner Market")}`);
    expect(mail.body).toBe(
      [
        `مرحبًا ${iso(UNLINKED_CARD.firstName)}،`,
        `استُخدمت بطاقتك المنتهية بـ ${iso("424242")} لدفع ${iso("$12.50")} لدى ${iso("Corner Market")}. تبقى عملية الشراء قيد المعالجة حتى تُسجَّل، عادةً خلال 5 أيام، وهي محسوبة في رصيدك من الآن.`,
        MESSAGES.ar["notify.footer"],
        MESSAGES.ar.testMode,
      ].join("\n\n"),
    );

    const page = (await call<string>("GET", `/_sandbox/mail/${mail.id}`)).body;
    expect(page).toContain(`<h1 lang="ar" dir="rtl">${mail.subject}</h1>`);
    expect(page).toContain('<div class="message" lang="ar" dir="rtl">مرحبًا');
    // The mailbox's own words stay English and left-to-right around it.
    expect(page).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(page).toContain('<dt>Language</dt><dd><span lang="ar" dir="rtl">العربية</span> (ar)</dd>');
    const list = (await call<string>("GET", `/_sandbox/mail?to=${encodeURIComponent(UNLINKED_CARD.email)}`)).body;
    expect(list).toContain(`<td lang="ar" dir="rtl"><a href="/_sandbox/mail/${mail.id}">${mail.subject}</a></td>`);
    const css = (await call<string>("GET", "/_sandbox/sandbox.css")).body;
    expect(css).toContain("th, td { text-align: start;");
  });

  it("one-time codes: the language of the page asked from, else the cardholder's account language", async () => {
    expect(
      (await call("POST", "/users/sendOTP", { body: { realm: "business", identifier: "admin@harbor.test", language: "far" } })).status,
    ).toBe(202);
    const mail = await newest("admin@harbor.test");
    expect([mail.kind, mail.language, mail.subject]).toEqual(["email", "far", "کد ورود شما"]);
    expect(mail.body).toMatch(/^سلام \u2068\S+\u2069،\n\nکد یک‌بارمصرف شما برای داشبورد Beacon: \u2068\d{6}\u2069\./);

    await call("POST", "/users/sendOTP", { body: { realm: "business", identifier: "5550100100", language: "pa" } });
    const sms = await newest("5550100100");
    expect([sms.kind, sms.language, sms.subject]).toEqual(["sms", "pa", "د ننوتلو کوډ"]);
    expect(sms.body).toMatch(/^د Beacon ډشبورډ ته ستاسو د ننوتلو کوډ \u2068\d{6}\u2069 دی\./);

    await call("POST", "/users/sendOTP", { body: { realm: "cardholder", identifier: UNLINKED_CARD.email } });
    const code = await newest(UNLINKED_CARD.email);
    expect([code.language, code.subject]).toEqual(["ar", "رمز تسجيل الدخول الخاص بك"]);

    await call("POST", "/users/sendOTP", { body: { realm: "business", identifier: "viewer@harbor.test" } });
    expect((await newest("viewer@harbor.test")).language).toBe("en");
  });

  it("password resets: the page's language, else the account's", async () => {
    await call("POST", "/cardholders/passwordReset", { body: { identifier: UNLINKED_CARD.email, language: "uk" } });
    const asked = await newest(UNLINKED_CARD.email);
    expect([asked.language, asked.subject]).toEqual(["uk", "Скидання пароля"]);
    expect(asked.link).toMatch(/^\/reset-password\?realm=cardholder&token=/);
    await call("POST", "/cardholders/passwordReset", { body: { identifier: UNLINKED_CARD.email } });
    expect((await newest(UNLINKED_CARD.email)).subject).toBe("إعادة تعيين كلمة المرور");
    await call("POST", "/users/passwordReset", { body: { identifier: "viewer@harbor.test", language: "zh" } });
    expect((await newest("viewer@harbor.test")).subject).toBe("重置您的密码");
  });

  it("a member invitation: the language the business chose", async () => {
    const admin = await as("admin@harbor.test");
    const reply = await call("POST", `/businesses/${BUSINESS_IDS.harbor}/users`, {
      token: admin.token,
      body: { email: "juma@harbor.test", firstName: "Juma", lastName: "Mwangi", role: "viewer", language: "sw" },
    });
    expect(reply.status).toBe(201);
    const mail = await newest("juma@harbor.test");
    expect([mail.language, mail.subject]).toEqual(["sw", "Umealikwa kwenye Harbor Relief Network"]);
    expect(mail.body).toContain("ndani ya siku 7");
    expect(mail.link).toMatch(/^\/register\/member\?token=/);
  });

  it("a virtual card: the holder's own account language wins over the business's choice, which is kept for the resend", async () => {
    const admin = await as("admin@harbor.test");
    const issue = (holder: Record<string, string>) =>
      call<{ cards: Array<{ id: string }> }>("POST", `/cards/business/${BUSINESS_IDS.harbor}/virtualCards`, {
        token: admin.token,
        body: { cards: [holder] },
      });
    const dari = await issue({ firstName: "Farid", lastName: "Ahmadi", email: "farid@example.test", language: "da" });
    expect(dari.status).toBe(201);
    const first = await newest("farid@example.test");
    expect([first.language, first.subject]).toEqual(["da", `کارت مجازی شما از ${iso("Harbor Relief Network")} آماده است`]);
    const page = (await call<string>("GET", `/_sandbox/mail/${first.id}`)).body;
    expect(page).toContain('<div class="message" lang="fa-AF" dir="rtl">');

    const cardId = dari.body.cards[0]?.id ?? "";
    expect((await call("POST", `/cards/${cardId}/resendVirtualCard`, { token: admin.token })).status).toBe(202);
    const again = await newest("farid@example.test");
    expect([again.language, again.subject]).toEqual(["da", `کارت مجازی شما از ${iso("Harbor Relief Network")} (دوباره فرستاده شد)`]);
    // Given to another holder, the card keeps the business's new choice for them.
    const moved = await call("POST", `/cards/${cardId}/reassociate`, {
      token: admin.token,
      body: { firstName: "Omar", lastName: "Said", email: "omar.said@example.test", language: "ar" },
    });
    expect(moved.status).toBe(200);
    await call("POST", `/cards/${cardId}/resendVirtualCard`, { token: admin.token });
    expect((await newest("omar.said@example.test")).subject).toBe(`بطاقتك الافتراضية من ${iso("Harbor Relief Network")} (أُرسلت مرة أخرى)`);

    await issue({ firstName: UNLINKED_CARD.firstName, lastName: UNLINKED_CARD.lastName, email: UNLINKED_CARD.email, language: "es" });
    expect((await newest(UNLINKED_CARD.email)).language).toBe("ar");

    await issue({ firstName: "Ana", lastName: "Silva", email: "ana.silva@example.test" });
    expect((await newest("ana.silva@example.test")).subject).toBe("Your Harbor Relief Network virtual card is ready");
  });

  it("onboarding: the language the applicant started in", async () => {
    const reply = await call("POST", "/onboarding/user", {
      body: {
        email: "li.wei@onboard.test",
        firstName: "Li",
        lastName: "Wei",
        businessName: "Lotus Aid",
        password: "Onboard!2026",
        emailCode: await addressCode("business", "li.wei@onboard.test", "zh"),
        language: "zh",
      },
    });
    expect(reply.status).toBe(201);
    const mail = await newest("li.wei@onboard.test");
    expect([mail.language, mail.subject]).toEqual(["zh", "完成 Lotus Aid 的设置"]);
    expect(mail.body.startsWith("您好：\n\n感谢您的申请。")).toBe(true);
  });
});
