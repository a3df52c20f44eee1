import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { flashContext, tenantContext } from "#app/context";
import { FLASH_COOKIE, type Receipt } from "#app/flash/flash.server";
import { flashMiddleware } from "#app/middleware/flash";
import { i18nMiddleware } from "#app/middleware/i18n";
import { tenantForUrl } from "#tenants/";
import { type ReceiptView, receiptRedirect, takeReceipt } from "./receipt.server";

const PAGE = "/biz_harbor/recipients/rcp_1";
const receipt: Receipt = {
  path: PAGE,
  kind: "payment",
  amountCents: 123_456,
  balanceCents: 876_544,
  reference: "trf_8f2k1",
  from: "Harbor Relief Network",
};

/** The cookie a browser sends back after the redirect that set it. */
function cookieOf(response: Response): string {
  const [set] = response.headers.getSetCookie();
  return (set ?? "").split(";")[0] ?? "";
}

/** One page request through the flash and i18n middleware; the page takes the receipt for `path`. */
async function visit(url: string, cookie: string, path: string) {
  const context = new RouterContextProvider();
  const tenant = tenantForUrl("http://localhost/");
  if (!tenant) throw new Error("the primary brand answers on localhost");
  context.set(tenantContext, tenant);
  const request = new Request(url, { headers: cookie ? { Cookie: cookie } : {} });
  let shown: ReceiptView | null = null;
  const args = { request, context, params: {}, unstable_pattern: "/" } as never;
  const response = (await flashMiddleware(args, (async () =>
    i18nMiddleware(args, (async () => {
      shown = takeReceipt(context, path);
      return new Response("page");
    }) as never)) as never)) as Response;
  return { shown: shown as ReceiptView | null, response, flash: context.get(flashContext) };
}

describe("the receipt after money moved", () => {
  const redirect = receiptRedirect(receipt);
  const cookie = cookieOf(redirect);

  it("redirects to its page with the receipt in the one-time flash, nothing in the URL", () => {
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("Location")).toBe(PAGE);
    expect(cookie.startsWith(`${FLASH_COOKIE}=`)).toBe(true);
  });

  it("is shown on its page, formatted in the page's language, and the response clears it", async () => {
    const { shown, response } = await visit(`http://localhost${PAGE}`, cookie, PAGE);
    expect(shown).toEqual({
      kind: "payment",
      amount: "$1,234.56",
      balance: "$8,765.44",
      reference: "trf_8f2k1",
      from: "Harbor Relief Network",
    });
    expect(response.headers.getSetCookie()).toEqual([`${FLASH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`]);
  });

  it("is shown once: the next request (a reload, a shared link) carries no cookie and shows none", async () => {
    const { shown } = await visit(`http://localhost${PAGE}`, "", PAGE);
    expect(shown).toBeNull();
  });

  it("is never shown on another page, which drops it", async () => {
    const { shown, response } = await visit("http://localhost/biz_harbor/funding-account", cookie, "/biz_harbor/funding-account");
    expect(shown).toBeNull();
    expect(response.headers.getSetCookie()[0]).toMatch(/Max-Age=0/);
  });

  it("shows no balance when it could not be read, and refuses a forged one", async () => {
    const unknown = cookieOf(receiptRedirect({ ...receipt, balanceCents: null }));
    expect((await visit(`http://localhost${PAGE}`, unknown, PAGE)).shown?.balance).toBeNull();
    const forged = `${FLASH_COOKIE}=${encodeURIComponent(JSON.stringify({ tone: "success", receipt: { ...receipt, amountCents: 12.5 } }))}`;
    expect((await visit(`http://localhost${PAGE}`, forged, PAGE)).shown).toBeNull();
  });
});
