/**
 * Account creation's refusals (issue 15 item 1): each provider refusal of registerWithCard shows the
 * spec's text of its case (section 8), on the form, and the typed password never comes back.
 */
import { describe, expect, it } from "vitest";
import en from "#app/locales/en/cardholder";
import { routeContext, withRequestLanguage } from "#app/provider/route-context.fixture";
import { action } from "./register";

const URL_ = "http://localhost:8787/register/cardholder";

async function refusedWith(status: number, code: string) {
  const sent: string[] = [];
  const context = routeContext(URL_, (request) => {
    sent.push(new URL(request.url).pathname);
    return Response.json({ code, msg: "refused" }, { status });
  });
  const body = new URLSearchParams({
    email: "new.holder@cardholder.test",
    password: "Sandbox#2026",
    confirmPassword: "Sandbox#2026",
    cardId: "K7Q2M9X4LP",
    lastDigits: "424242",
    expiration: "09/29",
  });
  type Reply = { data: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> }; init: { status: number } };
  const request = new Request(URL_, { method: "POST", body });
  const result = await withRequestLanguage(
    request,
    context,
    async () => (await action({ request, context, params: {} } as never)) as Reply,
  );
  return { sent, result };
}

/** The English text of a `cardholder.` key. */
const text = (key: string) =>
  key
    .replace(/^cardholder\./, "")
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);

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
      expect(result.data.initialValue?.email).toBe("new.holder@cardholder.test");
    });
  }
});
