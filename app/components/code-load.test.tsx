import { createInstance } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { I18NEXT_OPTIONS } from "#app/i18n/config";
import { RESOURCES } from "#app/locales/all.server";
import { type LanguageCode, languageTag } from "#domain/languages";
import { CodeLoadFailed } from "./code-load";

async function render(url: string, code: LanguageCode = "en"): Promise<string> {
  const i18n = createInstance({ ...I18NEXT_OPTIONS, lng: languageTag(code), resources: RESOURCES });
  await i18n.init();
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={createMemoryRouter([{ path: "*", Component: CodeLoadFailed }], { initialEntries: [url] })} />
    </I18nextProvider>,
  );
}

describe("CodeLoadFailed", () => {
  it("says the page could not load and offers a plain link that loads the same address again", async () => {
    const html = await render("/b1/cards?page=2");
    expect(html).toContain("<h1>This page could not load</h1>");
    expect(html).toContain("Check your internet connection and try again.");
    expect(html).toMatch(/<a class="button" href="\/b1\/cards\?page=2">Try again<\/a>/);
    expect(html).not.toContain("Something went wrong");
  });

  it("is translated (Arabic)", async () => {
    const html = await render("/b1/cards", "ar");
    expect(html).toContain("<h1>تعذّر تحميل هذه الصفحة</h1>");
    expect(html).toContain(">حاول مرة أخرى</a>");
  });
});
