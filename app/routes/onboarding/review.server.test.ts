import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { cloudflareContext, providerContext, sessionContext } from "#app/context";
import { createProviderClient } from "#app/provider/client.server";
import { businessSessionFixture } from "#app/session/session.fixture";
import { SessionState } from "#app/session/state";
import type { OnboardingBusiness } from "#contract/entities";
import { reviewAction } from "./review.server";

/**
 * The review step's Submit (issue 35 item 8): with a required document not uploaded, the action refuses
 * it itself, naming the document on the file field, and the provider is never asked to submit.
 */

const BUSINESS = "biz_cedar";

const application = (missing: OnboardingBusiness["missingDocuments"]): OnboardingBusiness => ({
  businessId: BUSINESS,
  businessName: "Cedar Youth Collective Inc.",
  status: "submit_application",
  applicantAccount: true,
  reviewState: null,
  businessInfo: null,
  documents: [],
  missingDocuments: missing,
  submittedAt: null,
  updatedAt: "2026-11-28T10:00:00.000Z",
});

/** The provider as the action sees it: the application, and a submit that is counted. */
function provider(missing: OnboardingBusiness["missingDocuments"], submits: string[]) {
  return createProviderClient({
    baseUrl: "https://provider.test",
    getToken: async () => "token",
    transport: async (request) => {
      const url = new URL(request.url);
      if (request.method === "GET" && url.pathname === `/onboarding/business/${BUSINESS}/`) {
        return Response.json({ onboarding: application(missing) });
      }
      if (request.method === "POST" && url.pathname === `/onboarding/business/${BUSINESS}/submit`) {
        submits.push(url.pathname);
        return Response.json({ onboarding: { ...application([]), status: "application_submitted", reviewState: "in_review" } });
      }
      return Response.json({ code: "not_found" }, { status: 404 });
    },
  });
}

/** Submit as the signed-in admin of the business posts it without JavaScript. */
async function submit(missing: OnboardingBusiness["missingDocuments"]) {
  const submits: string[] = [];
  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env: { SESSION_SECRET: "s".repeat(32) } as never, ctx: {} as never });
  const session = {
    ...businessSessionFixture(`/${BUSINESS}/submitConfirmation`),
    business: { topLevelBusinessId: BUSINESS, userRoles: [{ businessId: BUSINESS, role: "admin" }] },
  };
  context.set(sessionContext, new SessionState(session as never, null));
  context.set(providerContext, provider(missing, submits));
  const request = new Request(`http://localhost/${BUSINESS}/submitConfirmation`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "intent=submit",
  });
  const answer = await reviewAction(context, request, BUSINESS).catch((thrown: unknown) => thrown);
  return { answer, submits };
}

describe("submitting the application", () => {
  it("is refused with the missing document named on the file field, and not sent to the provider", async () => {
    const { answer, submits } = await submit(["irs_determination_letter"]);
    expect(submits).toEqual([]);
    const { data, init } = answer as {
      data: { status: string; error: Record<string, string[]>; initialValue: unknown };
      init: ResponseInit;
    };
    expect(init.status).toBe(409);
    expect(data.status).toBe("error");
    expect(data.error).toEqual({ document: ["onboarding.missingDocument.irs_determination_letter"] });
    expect(data.initialValue).toMatchObject({ intent: "submit" });
  });

  it("goes to the provider once every document is there, and on to the next screen", async () => {
    const { answer, submits } = await submit([]);
    expect(submits).toHaveLength(1);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toBe(`/${BUSINESS}/submitConfirmation`);
  });
});
