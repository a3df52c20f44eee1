import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { cloudflareContext, dashboardContext, flashContext, providerContext, tenantContext } from "#app/context";
import { envProblems } from "#app/env.server";
import { FlashState } from "#app/flash/flash.server";
import { i18nMiddleware } from "#app/middleware/i18n";
import { createProviderClient } from "#app/provider/client.server";
import { loader as integrationsLoader } from "#app/routes/dashboard/developers/integrations";
import { memberAction, membersView } from "#app/routes/dashboard/settings/settings-members.server";
import { loadApplication } from "#app/routes/onboarding/onboarding.server";
import { emailVerificationAction, emailVerificationPage } from "#app/routes/recipient/email-verification.server";
import type { Member } from "#contract/entities";
import { PROVIDER_EXTENSIONS, parseDisabledExtensions, providerExtensionNames } from "#contract/extensions";
import { buildOpenApiDocument } from "#contract/openapi";
import { permissionsFor } from "#domain/permissions";
import { tenantForUrl } from "#tenants/";

/**
 * The provider's extensions (issue 38 item 8, ADR 0222): each can be switched off by
 * DISABLED_PROVIDER_EXTENSIONS, validated at start; with it off the feature hides or falls back and the
 * app never calls it. Route-level: the real loaders and actions, the provider a stub that records calls.
 */

const BUSINESS = "biz_harbor";
const SECRET = "k3J9xQ2mV8pL5tR1wZ7cB4nH6yD0fG_-aSeUoIiEuTr";
const BINDINGS = { APP_DB: { prepare: () => null }, IMPORTS: { create: () => null }, SANDBOX: { fetch: () => null } };
const envWith = (disabled?: string) =>
  ({
    SESSION_SECRET: SECRET,
    PROVIDER_BASE_URL: "",
    SANDBOX_MODE: "1",
    ...BINDINGS,
    DISABLED_PROVIDER_EXTENSIONS: disabled,
  }) as unknown as AppEnv;

const members: Member[] = [
  {
    userId: "usr_me",
    email: "admin@harbor.test",
    firstName: "Ada",
    lastName: "Admin",
    role: "admin",
    addedAt: "2026-01-01T00:00:00.000Z",
    businessId: BUSINESS,
    status: "active",
  },
  {
    userId: "usr_other",
    email: "viewer@harbor.test",
    firstName: "Vic",
    lastName: "Viewer",
    role: "viewer",
    addedAt: "2026-01-02T00:00:00.000Z",
    businessId: BUSINESS,
    status: "active",
  },
];

/** A request's context as the app's middleware sets it, for Harbor's admin, with `disabled` as the setting. */
function contextFor(disabled: string | undefined, calls: string[]) {
  const context = new RouterContextProvider();
  const business = {
    topLevelBusinessId: BUSINESS,
    topLevelBusinessName: "Harbor Relief Network",
    displayName: "Harbor Relief Network",
    userRoles: [{ businessId: BUSINESS, role: "admin" as const }],
    userScope: "normal" as const,
    viewType: "normal" as const,
    isEligibleForOnDemand: false,
    developerToolsEnabled: true,
  };
  const tenant = tenantForUrl("http://localhost/");
  if (!tenant) throw new Error("the primary brand answers on localhost");
  context.set(cloudflareContext, { env: envWith(disabled), ctx: {} as never });
  context.set(tenantContext, tenant);
  context.set(flashContext, new FlashState(null, false));
  context.set(
    providerContext,
    createProviderClient({
      baseUrl: "https://provider.test",
      getToken: async () => "token",
      transport: async (request) => {
        const url = new URL(request.url);
        calls.push(`${request.method} ${url.pathname}`);
        if (url.pathname === `/businesses/${BUSINESS}/users`) return Response.json({ members, nextCursor: null });
        if (url.pathname === `/businesses/${BUSINESS}/programs`) return Response.json({ programs: [], nextCursor: null });
        if (url.pathname.startsWith(`/businesses/${BUSINESS}/users/`)) return Response.json({ member: members[1] });
        return Response.json({ code: "not_found", msg: "Not found" }, { status: 404 });
      },
    }),
  );
  context.set(dashboardContext, {
    session: { uid: "usr_me", home: `/${BUSINESS}/cards` } as never,
    business,
    businessId: BUSINESS,
    permissions: permissionsFor(business, BUSINESS),
    user: {} as never,
  });
  return context;
}

/** Runs `run` inside the i18n middleware (pages translate their titles). */
async function inRequest<T>(context: RouterContextProvider, request: Request, run: () => Promise<T>): Promise<T> {
  let out: { value: T } | undefined;
  await i18nMiddleware({ request, context, params: {}, unstable_pattern: "/" } as never, async () => {
    out = { value: await run() };
    return new Response("ok");
  });
  if (!out) throw new Error("not run");
  return out.value;
}

const statusOf = async (run: () => Promise<unknown>) => {
  try {
    await run();
    return 200;
  } catch (thrown) {
    return (thrown as { init?: { status?: number }; status?: number }).init?.status ?? (thrown as { status?: number }).status;
  }
};

describe("the provider extensions' list and setting", () => {
  it("names the calls the spec does not define, and the OpenAPI document marks exactly those x-extension", () => {
    expect(providerExtensionNames).toEqual(["recipientIntake", "onboardingApplication", "webhooksOverview", "changeMemberRole"]);
    const marked = Object.values(buildOpenApiDocument().paths)
      .flatMap((item) => Object.values(item))
      .filter((op) => op["x-extension"] === true)
      .map((op) => op.operationId)
      .sort();
    expect(marked).toEqual(Object.values(PROVIDER_EXTENSIONS).flat().sort());
  });

  it("is validated at start: known names (any spacing) pass, an unknown one is named as a problem without failing silently", () => {
    expect(parseDisabledExtensions(" webhooksOverview ,changeMemberRole,")).toEqual({
      ok: true,
      names: ["webhooksOverview", "changeMemberRole"],
    });
    expect(envProblems(envWith("webhooksOverview, recipientIntake"))).toEqual([]);
    expect(envProblems(envWith(""))).toEqual([]);
    expect(envProblems(envWith("webhookOverview")).map((p) => p.setting)).toEqual(["DISABLED_PROVIDER_EXTENSIONS"]);
  });
});

describe("each extension switched off", () => {
  it("webhooksOverview: /integrations does not exist (404) and the provider is not asked", async () => {
    const calls: string[] = [];
    const request = new Request("http://localhost/integrations");
    const off = contextFor("webhooksOverview", calls);
    expect(await statusOf(() => inRequest(off, request, () => integrationsLoader({ request, context: off, params: {} } as never)))).toBe(
      404,
    );
    expect(calls).toEqual([]);
    const on = contextFor(undefined, calls);
    await statusOf(() => inRequest(on, request, () => integrationsLoader({ request, context: on, params: {} } as never)));
    expect(calls).toContain(`GET /businesses/${BUSINESS}/webhooks/overview`);
  });

  it("changeMemberRole: no member offers a role change, and a posted change is refused (403) without calling the provider", async () => {
    const request = new Request(`http://localhost/${BUSINESS}/settings/members`);
    const on = contextFor(undefined, []);
    const onView = await inRequest(on, request, () => membersView(on, request));
    expect(onView.rows.find((r) => r.userId === "usr_other")?.rolesTo.length).toBeGreaterThan(0);
    const calls: string[] = [];
    const off = contextFor("changeMemberRole", calls);
    const offView = await inRequest(off, request, () => membersView(off, request));
    expect(offView.rows.every((r) => r.rolesTo.length === 0)).toBe(true);
    const post = new Request(request.url, {
      method: "POST",
      body: new URLSearchParams({ intent: "role", userId: "usr_other", businessId: BUSINESS, role: "admin" }),
    });
    const reply = (await inRequest(off, post, () => memberAction(off, post))) as { init?: { status?: number } };
    expect(reply.init?.status).toBe(403);
    expect(calls.filter((c) => c.startsWith("PATCH"))).toEqual([]);
  });

  it("recipientIntake: the e-mailed link's page says the organization takes the bank details, and its forms are gone (404)", async () => {
    const calls: string[] = [];
    const off = contextFor("recipientIntake", calls);
    const request = new Request(`http://localhost/setup-payment/${BUSINESS}/recipient`);
    const page = await inRequest(off, request, () => emailVerificationPage(off, request, BUSINESS));
    expect(page).toMatchObject({ unavailable: true });
    const post = new Request(request.url, { method: "POST", body: new URLSearchParams({ intent: "requestLink", email: "a@b.test" }) });
    expect(await statusOf(() => inRequest(off, post, () => emailVerificationAction(off, post, BUSINESS)))).toBe(404);
    expect(calls).toEqual([]);
    const on = contextFor(undefined, calls);
    expect(await inRequest(on, request, () => emailVerificationPage(on, request, BUSINESS))).toMatchObject({ unavailable: false });
  });

  it("onboardingApplication: an application is 'unavailable' (the pages say so) and the provider is not asked", async () => {
    const calls: string[] = [];
    const off = contextFor("onboardingApplication", calls);
    const request = new Request(`http://localhost/${BUSINESS}/businessInfo`);
    expect(await inRequest(off, request, () => loadApplication(off, request, BUSINESS))).toMatchObject({ state: "unavailable" });
    expect(calls).toEqual([]);
  });
});
