import { describe, expect, it } from "vitest";
import { renderAt } from "#app/i18n/render.fixture";
import { VirtualCardPanel } from "./virtual-card-panel";

/** Spec section 8 (issue 38 item 6): card details that cannot be fetched are said in place, not as an error page. */
describe("the virtual card panel", () => {
  const base = "/biz_harbor/cards/HB4M7R2KQ9";

  it("says 'Error getting card details, refresh the page' in place of the details when the read failed", async () => {
    const html = await renderAt(`${base}?reveal=1`, () => <VirtualCardPanel base={base} frameSrc={null} failed />);
    expect(html).toContain("Error getting card details, refresh the page");
    expect(html).toContain('role="alert"');
    expect(html).not.toContain("<iframe");
  });

  it("shows the provider's frame, or the button that asks for it, otherwise", async () => {
    const shown = await renderAt(`${base}?reveal=1`, () => <VirtualCardPanel base={base} frameSrc="https://frame.test/x" />);
    expect(shown).toContain("<iframe");
    expect(shown).not.toContain("Error getting card details");
    const closed = await renderAt(base, () => <VirtualCardPanel base={base} frameSrc={null} />);
    expect(closed).toContain("?reveal=1");
    expect(closed).not.toContain("Error getting card details");
  });

  it("is translated: the Arabic page says it in Arabic", async () => {
    const html = await renderAt(`${base}?reveal=1`, () => <VirtualCardPanel base={base} frameSrc={null} failed />, "ar");
    expect(html).toContain("حدث خطأ في جلب بيانات البطاقة");
  });
});
