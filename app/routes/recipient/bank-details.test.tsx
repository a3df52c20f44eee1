/**
 * The recipient's bank details page when the provider says no (issue 14 item 1): each of the spec's
 * section 8 texts that belongs here appears where it is meant, in the recipient's words, and nothing
 * else of the flow is offered in its place.
 */
import { describe, expect, it, vi } from "vitest";
import { renderAt } from "#app/i18n/render.fixture";
import { routeContext, TEST_SESSION_SECRET, withRequestLanguage } from "#app/provider/route-context.fixture";
import BankDetails, { action, loader } from "./bank-details";
import { intakeBankLinkCookie, intakeReviewCookie, intakeSessionCookie } from "./intake-cookies.server";

const PAGE = "http://localhost:8787/setup-payment/recipient";
const RECIPIENT = "rcp_amina";

type Answer = { status: number; body: unknown };
type Answers = Partial<Record<"intakeStatus" | "bankAccount" | "retryIntake" | "plaidBankAccount", Answer>>;

const pair = (setCookie: string) => setCookie.split(";")[0] ?? "";

async function sessionCookie(): Promise<string> {
  return pair(
    await intakeSessionCookie(
      { businessId: "biz_harbor", recipientId: RECIPIENT, accessToken: "recipient-token", expiresAt: Date.now() + 600_000 },
      [TEST_SESSION_SECRET],
    ),
  );
}

/** The details typed on the form, waiting for the review's "send". */
async function reviewCookie(): Promise<string> {
  return pair(
    await intakeReviewCookie(
      {
        recipientId: RECIPIENT,
        nameOnAccount: "Amina Yusuf",
        accountType: "checking",
        routingNumber: "011000015",
        accountNumber: "123456789",
      },
      [TEST_SESSION_SECRET],
    ),
  );
}

/** The provider: each call of the page answered as given (anything else is a test mistake). */
function provider(answers: Answers) {
  const sent: string[] = [];
  const transport = (request: Request) => {
    const path = new URL(request.url).pathname;
    sent.push(`${request.method} ${path}`);
    const call = path.split("/").at(-1) as keyof Answers;
    const answer = answers[call];
    if (!answer) throw new Error(`unexpected provider call ${request.method} ${path}`);
    return Response.json(answer.body, { status: answer.status });
  };
  return { sent, transport };
}

async function open(answers: Answers, search = "") {
  const { sent, transport } = provider(answers);
  const url = `${PAGE}${search}`;
  const context = routeContext(url, transport);
  const request = new Request(url, { headers: { Cookie: await sessionCookie() } });
  const data = await withRequestLanguage(request, context, () => loader({ request, context, params: {} } as never));
  return { sent, data };
}

async function post(answers: Answers, form: Record<string, string>, cookies: string[] = []) {
  const { sent, transport } = provider(answers);
  const context = routeContext(PAGE, transport);
  const request = new Request(PAGE, {
    method: "POST",
    headers: { Cookie: [await sessionCookie(), ...cookies].join("; "), "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form),
  });
  const result = await withRequestLanguage(request, context, async () => {
    try {
      return await action({ request, context, params: {} } as never);
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  });
  return { sent, result };
}

type LoaderData = Awaited<ReturnType<typeof loader>>;
function render(loaderData: LoaderData, actionData: unknown = undefined, search = "") {
  const Page = BankDetails as unknown as (props: { loaderData: LoaderData; actionData: unknown }) => React.ReactNode;
  return renderAt(`/setup-payment/recipient${search}`, () => <Page loaderData={loaderData} actionData={actionData} />);
}

const IN_PROGRESS = { status: 200, body: { intakeStatus: "pending_verification", verificationFailureReason: null } };
const FAILED = { status: 200, body: { intakeStatus: "verification_failed", verificationFailureReason: "invalid_account_number" } };

describe("the recipient's bank details page when the provider refuses", () => {
  it("a recipient the provider does not know: 'Recipient not found, contact support.' and no form", async () => {
    const { data, sent } = await open({ intakeStatus: { status: 404, body: { code: "not_found", msg: "no recipient" } } });
    expect(sent).toEqual([`GET /bankTransfers/recipients/${RECIPIENT}/intakeStatus`]);
    expect(data.view).toEqual({ kind: "notFound" });
    const html = await render(data);
    expect(html).toContain("Recipient not found, contact support.");
    expect(html).not.toContain("<form");
    expect(html).not.toContain('name="accountNumber"');
  });

  it("the status cannot be read: 'Error checking recipient intake status.' with a way to try again, and the cause logged", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { data } = await open({ intakeStatus: { status: 503, body: { code: "unavailable", msg: "down" } } });
    expect(logged).toHaveBeenCalledWith("Recipient intake status failed", "503 unavailable");
    logged.mockClear();
    expect(data.view).toEqual({ kind: "checkError" });
    const html = await render(data, undefined, "?lang=en");
    expect(html).toContain("Error checking recipient intake status.");
    // "Try again" reloads this very page (its language kept).
    expect(html).toMatch(/<a class="button" href="\/setup-payment\/recipient\?lang=en"[^>]*>Try again<\/a>/);
    expect(html).not.toContain('name="accountNumber"');
  });

  it("details that arrived another way meanwhile: the submit lands on the status, which says the recipient already has an account linked", async () => {
    const submitted = await post(
      { bankAccount: { status: 409, body: { code: "bank_account_exists", msg: "exists" } } },
      { intent: "submit" },
      [await reviewCookie()],
    );
    expect(submitted.sent).toEqual([`POST /bankTransfers/recipients/${RECIPIENT}/bankAccount`]);
    const answer = submitted.result as Response;
    expect(answer.headers.get("Location")).toBe("/setup-payment/recipient?notice=linked");
    // The typed details are forgotten (the review cookie is cleared).
    expect(answer.headers.get("Set-Cookie")).toMatch(/^__Host-intake-review=;.*Max-Age=0/);

    const { data } = await open({ intakeStatus: IN_PROGRESS }, "?notice=linked");
    expect(data.view).toMatchObject({ kind: "status", status: "pending_verification", alreadyLinked: true });
    const html = await render(data, undefined, "?notice=linked");
    expect(html).toContain("Recipient already has an external bank account linked.");
    expect(html).toContain("We are checking your bank account");
  });

  it("a retry the provider refuses: 'Retry verification error. Please try again later.' above the failed status, the retry still offered", async () => {
    const refused = await post({ retryIntake: { status: 409, body: { code: "intake_not_open", msg: "not open" } } }, { intent: "retry" });
    expect(refused.sent).toEqual([`POST /bankTransfers/recipients/${RECIPIENT}/retryIntake`]);
    const reply = refused.result as { data: { error?: Record<string, string[]> }; init: { status: number } };
    expect(reply.init.status).toBe(400);
    expect(reply.data.error?.[""]).toEqual(["intake.status.retryError"]);

    const { data } = await open({ intakeStatus: FAILED });
    const html = await render(data, reply.data);
    expect(html).toContain("Retry verification error. Please try again later.");
    expect(html).toContain("Reason: the account number is not valid.");
    expect(html).toContain('name="intent" value="retry"');
  });

  it("a retry the provider cannot answer: the same message (502), the cause logged", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const failed = await post({ retryIntake: { status: 500, body: { code: "internal", msg: "boom" } } }, { intent: "retry" });
    expect(logged).toHaveBeenCalledWith("Recipient retry failed", "500 internal");
    logged.mockClear();
    const reply = failed.result as { data: { error?: Record<string, string[]> }; init: { status: number } };
    expect(reply.init.status).toBe(502);
    expect(reply.data.error?.[""]).toEqual(["intake.status.retryError"]);
  });

  it("while the intake is open: the form, and the step before the bank-linking page, both ask the name on the account with its hint", async () => {
    const awaiting = { status: 200, body: { intakeStatus: "awaiting_recipient", verificationFailureReason: null } };
    for (const search of ["", "?step=connect"]) {
      const { data } = await open({ intakeStatus: awaiting }, search);
      const html = await render(data, undefined, search);
      expect(html).toMatch(/<label[^>]*>Name on the account<\/label>/);
      expect(html).toMatch(/<input autocomplete="name"[^>]*aria-describedby="[^"]*nameOnAccount-description"[^>]*name="nameOnAccount"/i);
      expect(html).toContain("Your first and last name, as the bank writes it.");
    }
  });
});

describe("the way back from the bank-linking page (ADR 0248)", () => {
  const STATE = "a-state-nonce-of-this-trip_1234";
  async function back(state: string | null) {
    const { sent, transport } = provider({
      // Answered as "already linked" (409): the page then says so; enough to see the call was made.
      plaidBankAccount: { status: 409, body: { code: "bank_account_exists", msg: "linked" } },
    });
    const query = new URLSearchParams({ bankLink: "linked", publicToken: "public-sandbox-abc", accountId: "sandbox_checking" });
    if (state !== null) query.set("state", state);
    const url = `${PAGE}?${query}`;
    const context = routeContext(url, transport);
    const started = pair(
      await intakeBankLinkCookie({ recipientId: RECIPIENT, nameOnAccount: "Amina Yusuf", state: STATE }, [TEST_SESSION_SECRET]),
    );
    const request = new Request(url, { headers: { Cookie: `${await sessionCookie()}; ${started}` } });
    const result = await withRequestLanguage(request, context, async () => {
      try {
        return await loader({ request, context, params: {} } as never);
      } catch (thrown) {
        if (thrown instanceof Response) return thrown;
        throw thrown;
      }
    });
    return { sent, response: result as Response };
  }

  it("adds the account only for the return of the trip this browser started: its state must match", async () => {
    for (const state of [null, "another-trip-state-nonce_12345", `${STATE}x`]) {
      const refused = await back(state);
      expect(refused.sent).toEqual([]);
      expect(refused.response.headers.get("Location")).toBe("/setup-payment/recipient?bankLink=failed");
    }
    const added = await back(STATE);
    expect(added.sent).toEqual([`POST /bankTransfers/recipients/${RECIPIENT}/plaidBankAccount`]);
    expect(added.response.headers.get("Location")).toBe("/setup-payment/recipient?notice=linked");
    // The trip is over: the same address again finds no started trip and adds nothing.
    expect(added.response.headers.get("Set-Cookie")).toMatch(/^__Host-intake-bank-link=;/);
  });
});
