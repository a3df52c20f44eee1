/**
 * Account creation's refusals (issue 15 item 1): each provider refusal of registerWithCard shows the
 * spec's text of its case (section 8), on the form, and the typed password never comes back.
 */
import { describe, expect, it } from "vitest";
import enAuth from "#app/locales/en/auth";
import en from "#app/locales/en/cardholder";
import { routeContext, withRequestLanguage } from "#app/provider/route-context.fixture";
import { action } from "./register";

const URL_ = "http://localhost:8787/register/cardholder";

type Sent = { path: string; body: Record<string, unknown> };

/** Posts `fields` to the page with `cookie`; the provider answers `reply` and records what it was sent. */
async function post(fields: Record<string, string>, cookie: string | null, reply: () => Response) {
  const sent: Sent[] = [];
  const context = routeContext(URL_, async (request) => {
    sent.push({ path: new URL(request.url).pathname, body: (await request.json().catch(() => ({}))) as Record<string, unknown> });
    return reply();
  });
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  const request = new Request(URL_, { method: "POST", body: new URLSearchParams(fields), headers });
  const result = await withRequestLanguage(request, context, async () => {
    try {
      return await action({ request, context, params: {} } as never);
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  });
  return { sent, result };
}

describe("account creation proves the e-mail address first (issue 34 item 2, ADR 0200)", () => {
  const second = {
    intent: "register",
    code: "123456",
    password: "Sandbox#2026",
    confirmPassword: "Sandbox#2026",
    cardId: "K7Q2M9X4LP",
    lastDigits: "424242",
    expiration: "09/29",
  };

  it("the first step sends the code to the address in the page's language and remembers the address", async () => {
    const { sent, result } = await post({ intent: "sendCode", email: "new.holder@cardholder.test" }, null, () =>
      Response.json({ accepted: true }, { status: 202 }),
    );
    expect(sent).toEqual([
      { path: "/auth/addressCode", body: { realm: "cardholder", email: "new.holder@cardholder.test", language: "en" } },
    ]);
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.headers.get("Location")).toBe("/register/cardholder?step=code");
    expect(response.headers.get("Set-Cookie")).toMatch(/^__Host-address=new\.holder%40cardholder\.test;.*Max-Age=600/);
  });

  it("the second step creates the account only for the remembered address, with its code", async () => {
    const { sent } = await post(second, "__Host-address=new.holder%40cardholder.test", () =>
      Response.json({ code: "otp_incorrect", msg: "wrong" }, { status: 401 }),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ email: "new.holder@cardholder.test", emailCode: "123456", last6: "424242" });
  });

  it("without a remembered address nothing reaches the provider and the page asks for the address again", async () => {
    const { sent, result } = await post(second, null, () => Response.json({}, { status: 500 }));
    expect(sent).toEqual([]);
    const reply = result as unknown as { data: { error?: Record<string, string[] | null> }; init: { status: number } };
    expect(reply.init.status).toBe(400);
    expect(text(reply.data.error?.[""]?.[0] ?? "")).toBe(enAuth.addressCodeMissing);
  });
});

async function refusedWith(status: number, code: string) {
  const sent: string[] = [];
  const context = routeContext(URL_, (request) => {
    sent.push(new URL(request.url).pathname);
    return Response.json({ code, msg: "refused" }, { status });
  });
  const body = new URLSearchParams({
    intent: "register",
    code: "123456",
    password: "Sandbox#2026",
    confirmPassword: "Sandbox#2026",
    cardId: "K7Q2M9X4LP",
    lastDigits: "424242",
    expiration: "09/29",
  });
  type Reply = { data: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> }; init: { status: number } };
  const request = new Request(URL_, { method: "POST", body, headers: { Cookie: "__Host-address=new.holder%40cardholder.test" } });
  const result = await withRequestLanguage(
    request,
    context,
    async () => (await action({ request, context, params: {} } as never)) as Reply,
  );
  return { sent, result };
}

/** The English text of a `cardholder.` or `auth.` key. */
const text = (key: string) =>
  key
    .replace(/^(cardholder|auth)\./, "")
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], key.startsWith("auth.") ? enAuth : en);

describe("account creation refusals (spec section 8)", () => {
  const cases: Array<[number, string, RegExp]> = [
    [409, "account_exists", /^An account with this e-mail already exists\.$/],
    [409, "card_already_linked", /^This card is already linked with another account\.$/],
    [400, "invalid_card_data", /^Invalid card data, try again\.$/],
    [404, "card_not_found", /^Card not found\. The card ID is the 10-character ID on the back of the card\.$/],
    [403, "email_not_registered", /^E-mail not registered for this program\.$/],
    [
      409,
      "email_mismatch",
      /does not match the one linked to the card\. Create the account with the e-mail address the card was issued to\.$/,
    ],
    [409, "organization_info_missing", /^Card requires activation but organization information is missing\.$/],
    [429, "too_many_attempts", /^Too many attempts/],
    [401, "otp_incorrect", /^The code is incorrect\. Please try again\.$/],
    [401, "otp_expired", /^The code has expired\. Please request a new code\.$/],
    [429, "otp_locked", /^Too many attempts\./],
  ];
  for (const [status, code, expected] of cases) {
    it(`${code}: the form says so in the spec's words, and the password is not sent back`, async () => {
      const { sent, result } = await refusedWith(status, code);
      expect(sent).toEqual(["/cardholders/card/K7Q2M9X4LP/"]);
      expect(result.init.status).toBe(400);
      const keys = result.data.error?.[""] ?? [];
      expect(keys).toHaveLength(1);
      expect(text(keys[0] ?? "")).toMatch(expected);
      expect(result.data.initialValue?.password).toBeUndefined();
      expect(result.data.initialValue?.cardId).toBe("K7Q2M9X4LP");
    });
  }
});
