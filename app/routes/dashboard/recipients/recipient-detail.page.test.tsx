import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { dashboardContext, flashContext, providerContext, tenantContext } from "#app/context";
import { FlashState } from "#app/flash/flash.server";
import { renderAt } from "#app/i18n/render.fixture";
import { i18nMiddleware } from "#app/middleware/i18n";
import { createProviderClient } from "#app/provider/client.server";
import type { Recipient, Transfer } from "#contract/entities";
import { permissionsFor } from "#domain/permissions";
import { tenantForUrl } from "#tenants/";
import RecipientDetail from "./recipient-detail";
import { type RecipientPageData, recipientPage } from "./recipient-detail.page.server";

/**
 * The recipient page's transfers (issue 13 item 3) with the provider answered by a stub: pages of 50
 * reached by the links the page writes, and a failed transfer's reason on its row.
 */

const BUSINESS = "biz_harbor";
const RECIPIENT = "rcp_paid_for_years";
const REASONS = ["account_closed", "no_account", "account_frozen"] as const;

const recipient: Recipient = {
  id: RECIPIENT,
  businessId: BUSINESS,
  name: "Samira Haddad",
  email: "samira@recipient.test",
  phone: null,
  intakeStatus: "bank_account_verified",
  verificationFailureReason: null,
  bankAccount: {
    id: "ba_samira",
    accountHolderName: "Samira Haddad",
    accountType: "checking",
    accountNumberLast4: "6789",
    routingNumberLast4: "0021",
    bankName: null,
    source: "manual",
    verificationStatus: "verified",
    failureReason: null,
    createdAt: "2021-01-04T15:00:00.000Z",
  },
  createdAt: "2021-01-04T15:00:00.000Z",
  updatedAt: "2021-01-04T15:00:00.000Z",
};

/** 120 transfers, newest first: every tenth failed, with one of the returns' reasons. */
const transfers: Transfer[] = Array.from({ length: 120 }, (_, i) => {
  const created = new Date(Date.UTC(2026, 9, 30) - i * 86_400_000).toISOString();
  const failed = i % 10 === 3;
  return {
    id: `trf_${String(i).padStart(3, "0")}`,
    businessId: BUSINESS,
    recipientId: RECIPIENT,
    recipientName: recipient.name,
    bankAccountLast4: "6789",
    amountCents: 10_000 + i,
    speed: "ach",
    status: failed ? "failed" : "completed",
    failureReason: failed ? (REASONS[i % 3] ?? null) : null,
    memo: null,
    customFields: {},
    createdAt: created,
    updatedAt: created,
    expectedCompletionAt: null,
    completedAt: failed ? null : created,
  };
});

/** The provider as the page sees it: the recipient, no activity, the transfers paged by an offset cursor. */
function provider() {
  return createProviderClient({
    baseUrl: "https://provider.test",
    getToken: async () => "token",
    transport: async (request) => {
      const url = new URL(request.url);
      if (url.pathname === `/bankTransfers/recipients/${RECIPIENT}/`) return Response.json({ recipient });
      if (url.pathname === `/bankTransfers/recipients/${RECIPIENT}/activities`) return Response.json({ activities: [], nextCursor: null });
      if (url.pathname === `/bankTransfers/recipients/${RECIPIENT}/transfers`) {
        const limit = Number(url.searchParams.get("limit"));
        const offset = Number(url.searchParams.get("cursor")?.replace(/^o/, "") ?? 0);
        const page = transfers.slice(offset, offset + limit);
        const next = offset + limit < transfers.length ? `o${offset + limit}` : null;
        return Response.json({ transfers: page, nextCursor: next });
      }
      return Response.json({ code: "not_found" }, { status: 404 });
    },
  });
}

async function load(search: string): Promise<RecipientPageData> {
  const context = new RouterContextProvider();
  const business = {
    topLevelBusinessId: BUSINESS,
    topLevelBusinessName: "Harbor Relief Network",
    displayName: "Harbor Relief Network",
    userRoles: [{ businessId: BUSINESS, role: "admin" as const }],
    userScope: "normal" as const,
    viewType: "normal" as const,
    isEligibleForOnDemand: false,
    developerToolsEnabled: false,
  };
  const tenant = tenantForUrl("http://localhost/");
  if (!tenant) throw new Error("the primary brand answers on localhost");
  context.set(tenantContext, tenant);
  context.set(providerContext, provider());
  context.set(flashContext, new FlashState(null, false));
  context.set(dashboardContext, {
    session: {} as never,
    business,
    businessId: BUSINESS,
    permissions: permissionsFor(business, BUSINESS),
    user: {} as never,
  });
  const request = new Request(`http://localhost/${BUSINESS}/recipients/${RECIPIENT}${search}`);
  let data: RecipientPageData | undefined;
  await i18nMiddleware({ request, context, params: {}, unstable_pattern: "/" } as never, async () => {
    data = await recipientPage(context, request, RECIPIENT);
    return new Response("ok");
  });
  if (!data) throw new Error("the page was not loaded");
  return data;
}

function render(loaderData: RecipientPageData): Promise<string> {
  const Page = RecipientDetail as unknown as (props: { loaderData: RecipientPageData; actionData: undefined }) => React.ReactNode;
  return renderAt(`/${BUSINESS}/recipients/${RECIPIENT}`, () => <Page loaderData={loaderData} actionData={undefined} />);
}

describe("the recipient page's transfers", () => {
  it("come 50 to a page; the links the page writes reach every transfer once, and back to the newest", async () => {
    const first = await load("");
    expect(first.transfers).toHaveLength(50);
    expect(first.transferPages.first).toBeNull();
    expect(first.transferPages.next).toBe("?transfers=o50");

    const second = await load(first.transferPages.next ?? "");
    expect(second.transfers).toHaveLength(50);
    expect(second.transferPages.first).toBe("?");
    expect(second.transferPages.next).toBe("?transfers=o100");

    const third = await load(second.transferPages.next ?? "");
    expect(third.transfers).toHaveLength(20);
    expect(third.transferPages.next).toBeNull();

    const ids = [first, second, third].flatMap((page) => page.transfers?.map((t) => t.id) ?? []);
    expect(ids).toEqual(transfers.map((t) => t.id));

    // The next-page link is written from the page's own address (the activity cursor is kept beside it).
    const html = await render(second);
    expect(html).toContain(`<a href="/${BUSINESS}/recipients/${RECIPIENT}" data-discover="true">First page</a>`);
    expect(html).toContain(`<a rel="next" href="/${BUSINESS}/recipients/${RECIPIENT}?transfers=o100" data-discover="true">Next page</a>`);
  });

  it("say why a failed transfer failed, and that its money went back to the funding account", async () => {
    const page = await load("");
    const failed = page.transfers?.filter((t) => t.status === "failed") ?? [];
    expect(failed.map((t) => t.failureReason)).toEqual(["account_closed", "no_account", "account_frozen", "account_closed", "no_account"]);
    const html = await render(page);
    expect(html).toContain("Failed: account no longer open. The money went back to the funding account.");
    expect(html).toContain("Failed: no account with this number. The money went back to the funding account.");
    expect(html).toContain("Failed: account on hold at the bank. The money went back to the funding account.");
    expect(html).toContain("Completed");
  });
});
