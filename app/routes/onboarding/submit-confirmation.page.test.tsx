import { describe, expect, it } from "vitest";
import { renderAt } from "#app/i18n/render.fixture";
import SubmitConfirmation from "./submit-confirmation";

/**
 * The review step after Submit was refused for a missing document, as the server renders it (the page
 * without JavaScript): the summary at the top links to the file field, and the field says the same.
 */

const BUSINESS = "biz_cedar";

const loaderData = {
  title: "Review and submit",
  problem: null,
  review: {
    stage: "review" as const,
    business: null,
    person: null,
    owners: [],
    documents: [],
    missing: ["irs_determination_letter" as const],
    uploaded: false,
  },
};

const refusal = {
  status: "error",
  initialValue: { intent: "submit" },
  error: { document: ["onboarding.missingDocument.irs_determination_letter"] },
};

function render(language: string) {
  const Page = SubmitConfirmation as unknown as (props: Record<string, unknown>) => React.ReactNode;
  return renderAt(
    `/${BUSINESS}/submitConfirmation`,
    () => <Page loaderData={loaderData} actionData={refusal} params={{ businessId: BUSINESS }} />,
    language,
  );
}

describe("the review step after Submit without the IRS letter", () => {
  it("puts the summary first, linked to the file field, and the same message at the field", async () => {
    const html = await render("en");
    const message = "Upload the IRS determination letter before you submit.";
    const summary = html.indexOf('class="error-summary"');
    expect(summary).toBeGreaterThan(-1);
    expect(summary).toBeLessThan(html.indexOf("Check what you entered."));
    expect(html).toContain(`<a href="#document-document">${message}</a>`);
    expect(html).toMatch(/<input id="document-document"[^>]*aria-invalid="true"[^>]*aria-describedby="document-document-error /);
    expect(html).toContain(`<ul id="document-document-error" class="field-errors"><li>${message}</li></ul>`);
    // One summary: the submit form at the bottom does not repeat it.
    expect(html.match(/class="error-summary"/g)).toHaveLength(1);
  });

  it("says it in the page's language", async () => {
    const html = await render("ar");
    expect(html).toContain("ارفع خطاب تحديد الوضع من IRS قبل إرسال الطلب.");
    expect(html).not.toContain("Upload the IRS determination letter");
  });
});
