/**
 * The announcement banner's close, with and without JavaScript, and that it stays closed after a reload
 * (spec section 2; issue 22 item 4). The spec's cut-off (2025-05-23) has passed, so no running page shows
 * the banner any more and no end-to-end test can click it: these tests move the clock back before the
 * cut-off, render the shell as the dashboard layout renders it, post the close exactly as the shell's form
 * posts it (a browser without JavaScript, then React Router's fetcher), and render the next page load
 * with the cookie the answer set.
 */
import { createInstance } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub, Outlet, RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { brandOf } from "#app/components/brand";
import { sessionContext } from "#app/context";
import { I18NEXT_OPTIONS } from "#app/i18n/config";
import { RESOURCES } from "#app/locales/all.server";
import { businessSessionFixture } from "#app/session/session.fixture";
import { SessionState } from "#app/session/state";
import { bannerClosedIn } from "#app/shell/navigation.server";
import { Shell } from "#app/shell/shell";
import { BANNER_CUTOFF } from "#domain/banner";
import { tenantForUrl } from "#tenants/";
import { action } from "./preferences";

const ORIGIN = "http://localhost:8787";
const CARDS = "/biz_harbor/cards";
const TITLE = "Heads up: We&#x27;re updating our URLs!";

beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  // A week before the cut-off: the banner's time.
  vi.setSystemTime(Date.parse(BANNER_CUTOFF) - 7 * 24 * 3600 * 1000);
});
afterAll(() => {
  vi.useRealTimers();
});

const session = () => businessSessionFixture(CARDS);

/** The cards page inside the shell, as the layout renders it for `request`. */
async function renderCardsPage(request: Request): Promise<string> {
  const i18n = createInstance();
  await i18n.init({ ...I18NEXT_OPTIONS, lng: "en", resources: RESOURCES });
  const tenant = tenantForUrl(`${ORIGIN}/`);
  if (!tenant) throw new Error("the primary brand answers on localhost");
  const nav = { home: CARDS, reports: `${CARDS}/reports`, settings: [], developers: null, topLevelBusinessId: "biz_harbor", screens: [] };
  const Stub = createRoutesStub([
    {
      id: "root",
      Component: Outlet,
      children: [
        {
          id: "routes/dashboard/layout",
          Component: () => (
            <Shell
              businessName="Harbor Relief Network"
              nav={nav}
              supportName={tenant.supportName}
              supportEmail={tenant.supportEmail}
              expiresAt={Date.now() + 30 * 60 * 1000}
              bannerClosed={bannerClosedIn(request)}
            >
              <Outlet />
            </Shell>
          ),
          children: [{ id: "routes/dashboard/cards", path: CARDS, handle: { screen: "cards" }, Component: () => <h1>Cards</h1> }],
        },
      ],
    },
  ]);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={[CARDS]} hydrationData={{ loaderData: { root: { brand: brandOf(tenant), flash: null } } }} />
    </I18nextProvider>,
  );
}

/** The shell's close form posted to /preferences; `accept` says who posts it. */
async function postClose(accept: string): Promise<Response> {
  const context = new RouterContextProvider();
  context.set(sessionContext, new SessionState(session(), null));
  const request = new Request(`${ORIGIN}/preferences`, {
    method: "POST",
    headers: { Accept: accept, "Content-Type": "application/x-www-form-urlencoded", Referer: `${ORIGIN}${CARDS}?status=locked` },
    body: "intent=closeBanner",
  });
  const answer = (await action({ request, context, params: {} } as never)) as unknown;
  // A redirect is a Response; the fetcher's answer is React Router's data() with its init.
  if (answer instanceof Response) return answer;
  const { data, init } = answer as { data: unknown; init: ResponseInit };
  return new Response(JSON.stringify(data), init);
}

/** The next page load of the same browser: the cookie the close answer set. */
function reloadWith(answer: Response): Request {
  const setCookie = answer.headers.get("Set-Cookie") ?? "";
  const pair = setCookie.split(";")[0] ?? "";
  return new Request(`${ORIGIN}${CARDS}`, { headers: { Cookie: `__Host-session=sealed; ${pair}` } });
}

describe("the announcement banner", () => {
  it("shows on the cards page with a close form that works without JavaScript", async () => {
    const html = await renderCardsPage(new Request(`${ORIGIN}${CARDS}`));
    expect(html).toContain(TITLE);
    expect(html).toMatch(/<form[^>]*method="post"[^>]*action="\/preferences"|<form[^>]*action="\/preferences"[^>]*method="post"/);
    expect(html).toContain('<input type="hidden" name="intent" value="closeBanner"/>');
    expect(html).toContain(">Close this message</button>");
  });

  it("without JavaScript: the close goes back to the page and the reloaded page has no banner", async () => {
    const answer = await postClose("text/html,application/xhtml+xml");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`${CARDS}?status=locked`);
    const html = await renderCardsPage(reloadWith(answer));
    expect(html).not.toContain(TITLE);
    expect(html).toContain("<h1>Cards</h1>");
  });

  it("with JavaScript (the fetcher's post): the banner stays closed after a reload", async () => {
    const answer = await postClose("*/*");
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ closed: true });
    const html = await renderCardsPage(reloadWith(answer));
    expect(html).not.toContain(TITLE);
    expect(html).toContain("<h1>Cards</h1>");
  });

  it("a browser that never closed it still sees it on the next load", async () => {
    const html = await renderCardsPage(new Request(`${ORIGIN}${CARDS}`, { headers: { Cookie: "__Host-session=sealed" } }));
    expect(html).toContain(TITLE);
  });
});
