import { createInstance } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub, Outlet, UNSAFE_ErrorResponseImpl } from "react-router";
import { describe, expect, it } from "vitest";
import { brandOf } from "#app/components/brand";
import { MISSING_OBJECT } from "#app/http";
import { I18NEXT_OPTIONS } from "#app/i18n/config";
import { RESOURCES } from "#app/locales/all.server";
import { tenantForUrl } from "#tenants/";
import { ErrorBoundary } from "./layout";

/** The dashboard layout's boundary, rendered as the router renders it after a page's loader threw. */
async function renderFailure(
  error: unknown,
  withShell = true,
  page = { path: "/biz_unity/programs", url: "/biz_unity/programs?cursor=bad" },
) {
  const i18n = createInstance();
  await i18n.init({ ...I18NEXT_OPTIONS, lng: "en", resources: RESOURCES });
  const tenant = tenantForUrl("http://localhost/");
  if (!tenant) throw new Error("the primary brand answers on localhost");
  const shell = {
    businessName: "Unity Resettlement Alliance",
    nav: {
      home: "/biz_unity/programs",
      reports: "/biz_unity/programs/reports",
      settings: [],
      developers: null,
      topLevelBusinessId: "biz_unity",
      screens: [],
    },
    supportName: tenant.supportName,
    supportEmail: tenant.supportEmail,
    expiresAt: Date.now() + 30 * 60 * 1000,
    bannerClosed: true,
  };
  const Stub = createRoutesStub([
    {
      id: "root",
      Component: Outlet,
      children: [
        {
          id: "routes/dashboard/layout",
          Component: Outlet,
          ErrorBoundary: ErrorBoundary as never,
          children: [{ id: "routes/dashboard/page", path: page.path, Component: () => <h1>Page</h1> }],
        },
      ],
    },
  ]);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <Stub
        initialEntries={[page.url]}
        hydrationData={{
          loaderData: { root: { brand: brandOf(tenant), flash: null }, ...(withShell ? { "routes/dashboard/layout": shell } : {}) },
          errors: { "routes/dashboard/layout": error },
        }}
      />
    </I18nextProvider>,
  );
}

describe("the dashboard layout's error boundary", () => {
  it("keeps the shell and shows the spec's message with a retry to the same address", async () => {
    const html = await renderFailure(new Error("provider answered 500"));
    expect(html).toContain('class="shell"');
    expect(html).toContain("Unity Resettlement Alliance");
    expect(html).toContain("Unexpected error, try again.");
    expect(html).toMatch(/<a class="button" href="\/biz_unity\/programs\?cursor=bad">Try again<\/a>/);
    expect(html).not.toContain("provider answered 500");
  });

  it("shows the not-found text inside the shell for a 404", async () => {
    // What a loader's notFound() becomes once the router caught it.
    const response = new UNSAFE_ErrorResponseImpl(404, "Not Found", null);
    const html = await renderFailure(response);
    expect(html).toContain('class="shell"');
    expect(html).toContain("This page does not exist");
    expect(html).not.toContain("Unexpected error");
  });

  it("names a missing object and links back to its list, inside the shell (issue 24)", async () => {
    const response = new UNSAFE_ErrorResponseImpl(404, "Not Found", { reason: MISSING_OBJECT });
    const html = await renderFailure(response, true, { path: "/:businessId/cards/:cardId", url: "/biz_unity/cards/HB4M7R2KQ8" });
    expect(html).toContain('class="shell"');
    expect(html).toContain("<h1>Card not found</h1>");
    expect(html).toContain("There is no card \u2068HB4M7R2KQ8\u2069 in \u2068Unity Resettlement Alliance\u2069.");
    expect(html).toMatch(/<a class="button" href="\/biz_unity\/cards">Back to cards<\/a>/);
    expect(html).not.toContain("This page does not exist");
  });

  it("a 404 of an object page that is not about the object (a note, a tag) keeps the general text", async () => {
    const response = new UNSAFE_ErrorResponseImpl(404, "Not Found", null);
    const html = await renderFailure(response, true, { path: "/:businessId/orders/:orderId", url: "/biz_unity/orders/ord_1" });
    expect(html).toContain("This page does not exist");
    expect(html).not.toContain("Card order not found");
  });

  it("a long typed id is cut, and markup in it stays text", async () => {
    const response = new UNSAFE_ErrorResponseImpl(404, "Not Found", { reason: MISSING_OBJECT });
    const id = `<b>${"x".repeat(100)}`;
    const html = await renderFailure(response, true, {
      path: "/:businessId/autoloads/:autoloadId",
      url: `/biz_unity/autoloads/${encodeURIComponent(id)}`,
    });
    expect(html).toContain(`There is no autoload \u2068&lt;b&gt;${"x".repeat(37)}…\u2069`);
    expect(html).not.toContain("<b>");
  });

  it("a wrong business (stopped before the layout's loader) is drawn in the shell its 404 carries (issue 24 item 1)", async () => {
    const shell = {
      businessName: "Harbor Relief Network",
      nav: {
        home: "/biz_harbor/cards",
        reports: "/biz_harbor/reports",
        settings: [],
        developers: null,
        topLevelBusinessId: "biz_harbor",
        screens: [],
      },
      supportName: "Beacon Payouts",
      supportEmail: "support@example.test",
      expiresAt: Date.now() + 60_000,
      bannerClosed: true,
    };
    const response = new UNSAFE_ErrorResponseImpl(404, "Not Found", { shell });
    const html = await renderFailure(response, false, { path: "/:businessId/*", url: "/biz_nosuch/cards" });
    expect(html).toContain('class="shell"');
    expect(html).toContain("Harbor Relief Network");
    expect(html).toContain("This page does not exist");
    // Signed in, "log in again" would be false: check the address, and go back to Home.
    expect(html).not.toContain("Please log in again");
    expect(html).toContain("If you typed the web address, check it is correct.");
    expect(html).toMatch(/<a class="button" href="\/biz_harbor\/cards">Back to Home<\/a>/);
  });

  it("without the shell's data (its own loader failed) still shows the message", async () => {
    const html = await renderFailure(new Error("users.getUser failed"), false);
    expect(html).not.toContain('class="shell"');
    expect(html).toContain("Unexpected error, try again.");
  });
});
