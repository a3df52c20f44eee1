import { createInstance } from "i18next";
import { Suspense } from "react";
import { prerender } from "react-dom/static";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { I18NEXT_OPTIONS } from "#app/i18n/config";
import { RESOURCES } from "#app/locales/all.server";
import { type LanguageCode, languageTag } from "#domain/languages";
import { Deferred } from "./deferred";

/** Renders to completion (as a crawler's response would be), returning the HTML. */
async function render(node: React.ReactNode, code: LanguageCode = "en"): Promise<string> {
  const i18n = createInstance({ ...I18NEXT_OPTIONS, lng: languageTag(code), resources: RESOURCES });
  await i18n.init();
  const { prelude } = await prerender(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={null}>{node}</Suspense>
    </I18nextProvider>,
  );
  return new Response(prelude).text();
}

describe("Deferred", () => {
  it("renders the value once it arrives", async () => {
    const html = await render(<Deferred resolve={Promise.resolve(["a note"])}>{(notes) => <p>{notes[0]}</p>}</Deferred>);
    expect(html).toContain("<p>a note</p>");
    expect(html).not.toContain("could not be loaded");
  });

  it("says the section could not be loaded when the value fails, translated, and renders nothing of it", async () => {
    const failing = Promise.reject(new Error("notes endpoint down"));
    const html = await render(<Deferred resolve={failing}>{() => <p>never</p>}</Deferred>);
    expect(html).toContain('<p class="panel-error">This section could not be loaded. Reload the page to try again.</p>');
    expect(html).not.toContain("never");
    const arabic = await render(<Deferred resolve={Promise.reject(new Error("down"))}>{() => null}</Deferred>, "ar");
    expect(arabic).toContain("تعذّر تحميل هذا القسم");
  });

  it("shows a replacement instead of the message when the caller has one (the add-tag form without suggestions)", async () => {
    const html = await render(
      <Deferred resolve={Promise.reject(new Error("down"))} failed={<form aria-label="fallback form" />}>
        {() => <p>never</p>}
      </Deferred>,
    );
    expect(html).toContain('aria-label="fallback form"');
    expect(html).not.toContain("panel-error");
  });

  it("renders a value the server already settled inline, and a settled failure as the message", async () => {
    const html = await render(<Deferred resolve={{ settled: "ok", value: "inline" }}>{(value) => <p>{value}</p>}</Deferred>);
    expect(html).toContain("<p>inline</p>");
    expect(html).not.toContain("Loading");
    const failed = await render(<Deferred resolve={{ settled: "failed" }}>{() => <p>never</p>}</Deferred>);
    expect(failed).toContain("could not be loaded");
    expect(failed).not.toContain("never");
  });
});
