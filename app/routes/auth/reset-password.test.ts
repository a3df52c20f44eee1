/** The reset link's exchange step (issue 12, ADR 0154): the link's token is spent on its first request and never kept. */
import { describe, expect, it } from "vitest";
import { routeContext } from "#app/provider/route-context.fixture";
import { loader } from "./reset-password";

const LINK = "link-token-0123456789abcdefghij";
const FORM = "form-token-9876543210zyxwvutsrq";

type Answer = { status: number; body: unknown };

async function open(url: string, answer: Answer, cookie?: string) {
  const sent: Array<{ path: string; body: unknown }> = [];
  const context = routeContext(url, async (request) => {
    sent.push({ path: new URL(request.url).pathname, body: await request.json() });
    return Response.json(answer.body, { status: answer.status });
  });
  const response = (await loader({
    request: new Request(url, { headers: cookie ? { Cookie: cookie } : {} }),
    context,
    params: {},
  } as never)) as Response;
  const cookies = response.headers.getSetCookie();
  return { response, sent, cookies, location: response.headers.get("Location") };
}

describe("opening the reset link", () => {
  it("exchanges the link's token, keeps only the form token (HttpOnly, its own lifetime) and lands on a token-free page", async () => {
    const { sent, cookies, location, response } = await open(`http://localhost:8787/reset-password?realm=business&token=${LINK}`, {
      status: 200,
      body: { token: FORM, expiresIn: 900 },
    });
    expect(sent).toEqual([{ path: "/auth/passwordReset/exchange", body: { token: LINK } }]);
    expect(location).toBe("/login?step=new-password");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const reset = cookies.find((c) => c.startsWith("__Host-reset="));
    expect(reset).toContain(`__Host-reset=${FORM}`);
    expect(reset).toMatch(/Max-Age=900/);
    expect(reset).toMatch(/HttpOnly/);
    // The link's token is in no header of the answer.
    expect(JSON.stringify([...response.headers])).not.toContain(LINK);
  });

  it("a cardholder's link lands on the cardholder sign-in page, a brand's on its portal", async () => {
    const plain = await open(`http://localhost:8787/reset-password?realm=cardholder&token=${LINK}`, {
      status: 200,
      body: { token: FORM, expiresIn: 300 },
    });
    expect(plain.location).toBe("/cardholders?step=new-password");
    expect(plain.cookies.find((c) => c.startsWith("__Host-reset="))).toMatch(/Max-Age=300/);
    const brand = await open(`http://brightfutures.localhost:8787/reset-password?realm=cardholder&token=${LINK}`, {
      status: 200,
      body: { token: FORM, expiresIn: 900 },
    });
    expect(brand.location).toBe("/brightfutures?step=new-password");
  });

  it("a spent, expired or replaced link goes to the reset request with its message, and no token is kept", async () => {
    const { location, cookies } = await open(`http://localhost:8787/reset-password?realm=business&token=${LINK}`, {
      status: 400,
      body: { code: "reset_token_invalid", msg: "Sorry, incorrect link. Request a new reset e-mail." },
    });
    expect(location).toBe("/login?step=reset");
    expect(cookies.find((c) => c.startsWith("__Host-reset="))).toBeUndefined();
    expect(cookies.find((c) => c.startsWith("__Host-flash="))).toContain("resetLinkInvalid");
  });

  it("the same browser opening its link a second time keeps the form token it got the first time", async () => {
    const again = await open(
      `http://localhost:8787/reset-password?realm=business&token=${LINK}`,
      { status: 400, body: { code: "reset_token_invalid", msg: "Sorry, incorrect link. Request a new reset e-mail." } },
      `__Host-reset=${FORM}`,
    );
    expect(again.location).toBe("/login?step=new-password");
    expect(again.cookies).toEqual([]);
  });

  it("a token of the wrong shape is not sent to the provider", async () => {
    for (const token of ["", "short", `${"a".repeat(300)}`, "has spaces in it 0123456789"]) {
      const { sent, location } = await open(`http://localhost:8787/reset-password?realm=business&token=${encodeURIComponent(token)}`, {
        status: 200,
        body: { token: FORM, expiresIn: 900 },
      });
      expect(sent, token).toEqual([]);
      expect(location).toBe("/login?step=reset");
    }
  });

  it("a provider failure is the error page, not a spent link", async () => {
    const failure = await open(`http://localhost:8787/reset-password?realm=business&token=${LINK}`, {
      status: 500,
      body: { code: "x" },
    }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ status: 500 });
  });
});
