import { createInstance } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { brandOf } from "#app/components/brand";
import { I18NEXT_OPTIONS } from "#app/i18n/config";
import { RESOURCES } from "#app/locales/all.server";
import { tenantForUrl } from "#tenants/";
import { PublicPage } from "./public-page";

/** A public page under the root route, with or without the brand the root loader sends. */
async function render(withBrand: boolean) {
  const i18n = createInstance();
  await i18n.init({ ...I18NEXT_OPTIONS, lng: "en", resources: RESOURCES });
  const tenant = tenantForUrl("http://localhost/");
  if (!tenant) throw new Error("the primary brand answers on localhost");
  const Stub = createRoutesStub([
    {
      id: "root",
      Component: Outlet,
      children: [
        {
          path: "/login",
          Component: () => (
            <PublicPage heading="Sign in">
              <p>The form</p>
            </PublicPage>
          ),
        },
      ],
    },
  ]);
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <Stub
        initialEntries={["/login"]}
        hydrationData={{ loaderData: { root: withBrand ? { brand: brandOf(tenant), flash: null } : {} } }}
      />
    </I18nextProvider>,
  );
  return { html, brandName: tenant.brandName };
}

describe("PublicPage", () => {
  it("frames the page: the brand's header without a home link, the language selector, the heading, then the content", async () => {
    const { html, brandName } = await render(true);
    expect(html).toMatch(/<main id="main" class="auth-page"><header class="brand-header home-header"><p class="brand-link">/);
    expect(html).toContain(brandName);
    expect(html).toContain('name="lang"');
    expect(html).toMatch(/<\/header><h1>Sign in<\/h1><p>The form<\/p><\/main>$/);
    expect(html).not.toContain("<a ");
  });

  it("shows the heading and content without a header where no brand answers", async () => {
    const { html } = await render(false);
    expect(html).toBe('<main id="main" class="auth-page"><h1>Sign in</h1><p>The form</p></main>');
  });
});
