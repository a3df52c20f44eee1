/**
 * The authorization matrix (issue 12, ADR 0095, 0096), generated from app/routes.ts: every route with a
 * business or an object in its path, for every business persona of the seed, with every seeded business
 * in the path and the seeded objects (cards, orders) of every business. Where the persona has no right
 * the app must answer 404 or 403 (a forced top-level route may instead redirect to the persona's own
 * top-level business); where it has the right, the page answers without an error. For routes with an
 * action, a hand-made POST is sent wherever the persona lacks the permission it needs, and must be
 * refused. The rights are computed from domain/permissions (the spec's rule, ADR 0095) and the seed's
 * business tree, independently of the app's guards. A new route joins the matrix by itself; a new
 * route with an action fails until it has a hand-made POST below.
 */
import type { APIResponse, Page } from "@playwright/test";
import type { Permission } from "#domain/enums";
import { can, isProgramScopeFallback, roleFor, type UserContext } from "#domain/permissions";
import { forceTopLevelBusinessPath } from "#domain/view-type";
import { BUSINESS_IDS, SEED_BUSINESSES, SEED_USERS, type SeedUser } from "#sandbox/seed/personas";
import { hasAction } from "../route-actions";
import { entryFor, ROUTE_TABLE } from "../route-table";
import { expect, HOSTS, signIn, test } from "./fixtures";

/** Path parameters that name a business or one of its objects (`:portal` is a brand, not a business). */
const OBJECT_PARAMS = { cardId: "card", orderId: "order", recipientId: "recipient", autoloadId: "autoload" } as const;
type ObjectKind = (typeof OBJECT_PARAMS)[keyof typeof OBJECT_PARAMS];
/** A permission an object's page needs on the object's business besides seeing it (spec section 6). */
const OBJECT_PERMISSION: Partial<Record<ObjectKind, Permission>> = { recipient: "viewIndividualRecipient" };

/** Every route with a page (layouts have none), and whether it takes posts. */
const ALL_ROUTES = ROUTE_TABLE.filter((r) => !r.layout).map((r) => ({ ...r, hasAction: hasAction(r) }));
type MatrixRoute = (typeof ALL_ROUTES)[number];
// The recipient intake's business id names the business of an e-mailed link, not a business user's
// right: the page is public and its access is the link and the e-mailed code (ADR 0105; intake.spec.ts
// and sandbox/test/recipient-intake.test.ts).
// The onboarding screens' business id is the business of an e-mailed onboarding link too: a page opens
// an application only for that link (or the business's own admin), whoever is signed in, and shows any
// other visitor the "open the link from the e-mail" page with no data (ADR 0161; onboarding.spec.ts and
// sandbox/test/onboarding.test.ts).
const MATRIX = ALL_ROUTES.filter(
  (r) => r.path.includes(":businessId") && !r.path.startsWith("/setup-payment/") && !r.file.startsWith("routes/onboarding/"),
);

const parentOf = new Map(SEED_BUSINESSES.map((b) => [b.id, b.parentId]));
const topOf = (businessId: string) => parentOf.get(businessId) ?? businessId;
const BUSINESSES = SEED_BUSINESSES.filter((b) => b.onboardingStatus === "active").map((b) => b.id);

function contextOf(persona: SeedUser): UserContext {
  const first = persona.roles[0]?.businessId ?? "";
  return { userScope: persona.scope, userRoles: persona.roles, topLevelBusinessId: topOf(first) };
}

/**
 * Pages that need a permission of their own beyond seeing the business (answered 403 without it): the money
 * histories (ADR 0220: fundingAccountView; the transfers also not with hideBankPaymentsInformation) and the
 * OpenAPI download (ADR 0221: developerTools on the top-level business, for a business that has the tools).
 */
const mayReadTransfers = (ctx: UserContext, b: string) => can(ctx, b, "fundingAccountView") && !can(ctx, b, "hideBankPaymentsInformation");
const PAGE_RULE: Record<string, (ctx: UserContext, businessId: string) => boolean> = {
  "routes/dashboard/history/load-history.tsx": (ctx, b) => can(ctx, b, "fundingAccountView"),
  "routes/dashboard/history/load-history-export.tsx": (ctx, b) => can(ctx, b, "fundingAccountView"),
  "routes/dashboard/history/bank-transfers.tsx": mayReadTransfers,
  "routes/dashboard/history/bank-transfers-export.tsx": mayReadTransfers,
  "routes/dashboard/developers/openapi-json.tsx": (ctx) =>
    SEED_BUSINESSES.some((b) => b.id === ctx.topLevelBusinessId && b.developerToolsEnabled) &&
    can(ctx, ctx.topLevelBusinessId, "developerTools"),
};

/** Whether the persona may open the business in the path at all. */
function seesPath(persona: SeedUser, businessId: string): boolean {
  const ctx = contextOf(persona);
  return topOf(businessId) === ctx.topLevelBusinessId && roleFor(ctx, businessId) !== undefined;
}

/**
 * Whether the persona may open an object of `owner` under the path business: the path must be the
 * object's business, or the top-level business of a program the persona may see; a program-scope user
 * never reaches the top-level business's own objects (ADR 0095).
 */
function seesObject(persona: SeedUser, path: string, owner: string): boolean {
  if (!seesPath(persona, path)) return false;
  const ctx = contextOf(persona);
  if (owner === path) return !isProgramScopeFallback(ctx, owner);
  if (path !== ctx.topLevelBusinessId || parentOf.get(owner) !== path) return false;
  if (ctx.userScope === "program") return ctx.userRoles.some((r) => r.businessId === owner);
  return roleFor(ctx, owner) !== undefined;
}

/**
 * The hand-made POST of each route with an action (by its file, or by its route id for a module reused under
 * several ids: tests/route-table.ts `entryFor`): the form, and which business's permission it needs.
 */
type HandMadePost = {
  permission: Permission;
  on: "path" | "object";
  form: () => Record<string, string>;
};
const POSTS: Record<string, HandMadePost[]> = {
  // The Developers menu's Webhooks item (ADR 0164): a post that asks the provider for the console's link.
  "routes/dashboard/developers/developers-webhooks.tsx": [{ permission: "developerTools", on: "path", form: () => ({}) }],
  "routes/dashboard/settings/settings-members.tsx": [
    {
      permission: "addMember",
      on: "path",
      form: () => ({
        intent: "add",
        email: "matrix.probe@example.test",
        firstName: "Matrix",
        lastName: "Probe",
        role: "viewer",
        businessId: BUSINESS_IDS.harbor,
      }),
    },
    // A role change takes a role away and gives another (ADR 0180): refused without deleteMember first.
    {
      permission: "deleteMember",
      on: "path",
      form: () => ({ intent: "role", userId: "usr_harbor_viewer", businessId: BUSINESS_IDS.harbor, role: "admin" }),
    },
  ],
  "routes/dashboard/settings/settings-spend-rules.tsx": [
    {
      permission: "createSpendRule",
      on: "path",
      form: () => ({ intent: "create", type: "velocity", name: "Matrix probe", amount: "10.00", period: "week" }),
    },
  ],
  "routes/dashboard/settings/settings-custom-fields.tsx": [
    {
      permission: "editCustomField",
      on: "path",
      form: () => ({ intent: "create", resourceType: "loads", label: "Matrix probe", dataType: "text" }),
    },
    // A deletion against a stale version deletes nothing (409); without editCustomField it is refused first.
    {
      permission: "editCustomField",
      on: "path",
      form: () => ({ intent: "delete", resourceType: "loads", name: "Matrix probe", version: "" }),
    },
  ],
  "routes/dashboard/programs/programs.tsx": [
    {
      permission: "createProgram",
      on: "path",
      form: () => ({ intent: "createProgram", name: `Matrix probe ${crypto.randomUUID()}`, productType: "cards" }),
    },
  ],
  "routes/dashboard/funding/funding-account.tsx": [
    { permission: "viewACHDetails", on: "path", form: () => ({ intent: "revealAch" }) },
    {
      permission: "transferFunds",
      on: "path",
      form: () => ({
        intent: "transfer",
        from: "super",
        to: BUSINESS_IDS.unityRent,
        amount: "1.00",
        idempotencyKey: crypto.randomUUID(),
        reviewed: "yes",
      }),
    },
  ],
  "routes/dashboard/cards/card-detail.tsx": [
    { permission: "lockCard", on: "object", form: () => ({ intent: "lock" }) },
    { permission: "createNote", on: "object", form: () => ({ intent: "addNote", text: "Matrix probe" }) },
    { permission: "editNote", on: "object", form: () => ({ intent: "deleteNote", noteId: "note_matrix_probe" }) },
    { permission: "editMetadata", on: "object", form: () => ({ intent: "editMetadata", newKey: "Matrix", newValue: "probe" }) },
    { permission: "setPin", on: "object", form: () => ({ intent: "setPin", pin: "1234", confirmPin: "1234" }) },
    // A transfer's first post only answers its review; without loadCard even that is refused.
    {
      permission: "loadCard",
      on: "object",
      form: () => ({ intent: "transfer", toCardId: "ZZZZZZZZZZ", amount: "1.00", idempotencyKey: crypto.randomUUID() }),
    },
    {
      permission: "replaceCard",
      on: "object",
      form: () => ({
        intent: "reissueAndShip",
        firstName: "Matrix",
        lastName: "Probe",
        addressOne: "12 Main Street",
        city: "Springfield",
        state: "IL",
        zip: "62701",
        shippingMethod: "USPS_GROUND",
      }),
    },
    {
      permission: "replaceCard",
      on: "object",
      form: () => ({ intent: "reassociate", firstName: "Matrix", lastName: "Probe", email: "matrix.probe@example.test" }),
    },
    // A load's first post only answers its review; without loadCard even that is refused.
    {
      permission: "loadCard",
      on: "object",
      form: () => ({ intent: "load", amount: "1.00", idempotencyKey: crypto.randomUUID() }),
    },
    { permission: "addCardsToAutoload", on: "object", form: () => ({ intent: "addToAutoload", autoloadId: "al_matrix_probe" }) },
    { permission: "deleteCardsFromAutoload", on: "object", form: () => ({ intent: "removeFromAutoload", autoloadId: "al_matrix_probe" }) },
  ],
  // Bulk actions' first post only opens the action's form; without the permission even that is refused.
  "routes/dashboard/cards/cards-bulk.tsx": (
    [
      ["load", "loadCard"],
      ["tag", "addTagToCard"],
      ["spendRule", "modifySpendRule"],
      ["autoload", "addCardsToAutoload"],
      ["removeFromAutoload", "deleteCardsFromAutoload"],
    ] as const
  ).map(([action, permission]) => ({
    permission,
    on: "path" as const,
    form: () => ({ intent: "choose", action, scope: "filter", status: "active" }),
  })),
  // An import's upload (issue 20): without the kind's permission even a post with no file is refused.
  "import-card-loads": [{ permission: "loadCard", on: "path", form: () => ({ intent: "upload" }) }],
  "import-recipients": [{ permission: "createRecipient", on: "path", form: () => ({ intent: "upload" }) }],
  "import-order-physical": [{ permission: "orderCard", on: "path", form: () => ({ intent: "upload" }) }],
  "import-order-virtual": [{ permission: "orderCard", on: "path", form: () => ({ intent: "upload" }) }],
  "import-payments": [{ permission: "sendBankPayment", on: "path", form: () => ({ intent: "upload" }) }],
  "routes/dashboard/recipients/recipients.tsx": [
    {
      permission: "createRecipient",
      on: "path",
      form: () => ({ intent: "create", name: "Matrix Probe", email: "matrix.probe@example.test", bankDetails: "email" }),
    },
  ],
  "routes/dashboard/recipients/recipient-detail.tsx": [
    {
      permission: "updateRecipient",
      on: "object",
      form: () => ({ intent: "update", name: "Matrix Probe", email: "matrix.probe@example.test" }),
    },
    { permission: "updateRecipient", on: "object", form: () => ({ intent: "resend" }) },
    // A payment's first post only answers its review; without sendBankPayment even that is refused.
    {
      permission: "sendBankPayment",
      on: "object",
      form: () => ({ intent: "pay", amount: "1.00", speed: "ach", idempotencyKey: crypto.randomUUID() }),
    },
  ],
  // A new autoload's first post and a change's first post only answer their review; without the
  // permission even that is refused. The card ids need not exist: the permission is checked first.
  "routes/dashboard/autoloads/autoloads.tsx": [
    {
      permission: "createAutoload",
      on: "path",
      form: () => ({
        intent: "create",
        name: "Matrix probe",
        amount: "1.00",
        frequency: "weekly",
        startDate: "2030-01-07",
        idempotencyKey: crypto.randomUUID(),
      }),
    },
  ],
  "routes/dashboard/autoloads/autoload-detail.tsx": [
    {
      permission: "modifyAutoload",
      on: "object",
      form: () => ({ intent: "modify", name: "Matrix probe", amount: "1.00", frequency: "weekly" }),
    },
    { permission: "cancelAutoload", on: "object", form: () => ({ intent: "cancel" }) },
    { permission: "addCardsToAutoload", on: "object", form: () => ({ intent: "addCards", cardIds: "MATRIXPRB1" }) },
    { permission: "deleteCardsFromAutoload", on: "object", form: () => ({ intent: "removeCards", cardIds: "MATRIXPRB1" }) },
  ],
  "routes/dashboard/orders/orders.tsx": [
    {
      permission: "orderCard",
      on: "path",
      form: () => ({
        intent: "virtual",
        idempotencyKey: crypto.randomUUID(),
        firstName: "Matrix",
        lastName: "Probe",
        email: "matrix.probe@example.test",
      }),
    },
  ],
};

type SeededObject = { kind: ObjectKind; id: string; owner: string };

/** The ids of the seeded objects, read from the list pages of a persona who sees every business. */
async function seededObjects(page: Page): Promise<{ objects: SeededObject[]; familyVirtual: string }> {
  const objects: SeededObject[] = [];
  const idsIn = async (url: string, pattern: RegExp) => {
    const response = await page.request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(200);
    return [...(await response.text()).matchAll(pattern)].map((m) => m[1] ?? "");
  };
  const readers: Array<[string, string[]]> = [
    ["admin@harbor.test", [BUSINESS_IDS.harbor]],
    ["metro@metro.test", [BUSINESS_IDS.metro]],
    ["super@unity.test", [BUSINESS_IDS.unityFamily, BUSINESS_IDS.unityYouth, BUSINESS_IDS.unityRapid]],
  ];
  // Recipients live in the bank-transfer program (their ids, not the export link beside them).
  await signIn(page, "super@unity.test");
  const recipients = await idsIn(
    `${HOSTS.beacon}/${BUSINESS_IDS.unityRent}/recipients`,
    new RegExp(`href="/${BUSINESS_IDS.unityRent}/recipients/(rcp_[^"/?]+)"`, "g"),
  );
  for (const id of recipients.slice(0, 2)) objects.push({ kind: "recipient", id, owner: BUSINESS_IDS.unityRent });
  expect(recipients.length, "seeded recipients of Unity Rent Relief").toBeGreaterThan(0);
  let familyVirtual = "";
  for (const [email, owned] of readers) {
    await page.context().clearCookies();
    await signIn(page, email);
    for (const owner of owned) {
      const card = (await idsIn(`${HOSTS.beacon}/${owner}/cards`, new RegExp(`href="/${owner}/cards/([A-Z0-9]{10})"`, "g")))[0];
      expect(card, `a seeded card of ${owner}`).toBeTruthy();
      objects.push({ kind: "card", id: card ?? "", owner });
      const order = (await idsIn(`${HOSTS.beacon}/${owner}/orders`, new RegExp(`href="/${owner}/orders/([^"/?]+)"`, "g")))[0];
      if (order) objects.push({ kind: "order", id: order, owner });
      const autoload = (await idsIn(`${HOSTS.beacon}/${owner}/autoloads`, new RegExp(`href="/${owner}/autoloads/(al_[^"/?]+)"`, "g")))[0];
      if (autoload) objects.push({ kind: "autoload", id: autoload, owner });
      if (owner === BUSINESS_IDS.unityFamily) {
        familyVirtual =
          (
            await idsIn(
              `${HOSTS.beacon}/${owner}/cards?formFactor=virtual&status=active`,
              new RegExp(`href="/${owner}/cards/([A-Z0-9]{10})"`, "g"),
            )
          )[0] ?? "";
      }
    }
  }
  // Lee's Bright Futures card: a business no persona belongs to.
  objects.push({ kind: "card", id: "BF9L3E6VX2", owner: BUSINESS_IDS.brightFutures });
  expect(familyVirtual, "an active virtual Family Cards card").toMatch(/^[A-Z0-9]{10}$/);
  expect(objects.filter((o) => o.kind === "order").length, "seeded orders").toBeGreaterThan(0);
  expect(objects.filter((o) => o.kind === "autoload").length, "seeded autoloads").toBeGreaterThan(0);
  await page.context().clearCookies();
  return { objects, familyVirtual };
}

type Probe = { url: string; route: MatrixRoute; path: string; owner: string | null; kind?: ObjectKind };

/** The rest of the path given to a catch-all route: no page has this name, for anyone. */
const NO_SUCH_PAGE = "no-such-page";
/** A catch-all route answers 404 to everyone, inside the shell for a user of the business (issue 24 item 1). */
const isCatchAll = (route: MatrixRoute) => route.path.endsWith("/*");

/** The requests of one route: every business in the path, and every object under its own business, its top level and a stranger. */
function probesOf(route: MatrixRoute, objects: readonly SeededObject[]): Probe[] {
  const params = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] ?? "");
  const kinds = params.filter((p) => p !== "businessId").map((p) => OBJECT_PARAMS[p as keyof typeof OBJECT_PARAMS]);
  expect(kinds, `${route.path}: every path parameter is a business or a known object (add it to OBJECT_PARAMS)`).not.toContain(undefined);
  // A catch-all (`/:businessId/*`, the not-found page inside the shell) is walked with a path that names no page.
  const build = (business: string, object?: SeededObject) =>
    route.path
      .replace(/:([A-Za-z]+)/g, (_, name: string) => (name === "businessId" ? business : (object?.id ?? "")))
      .replace(/\/\*$/, `/${NO_SUCH_PAGE}`);
  const [kind] = kinds;
  if (!kind) return BUSINESSES.map((business) => ({ url: build(business), route, path: business, owner: null }));
  return objects
    .filter((o) => o.kind === kind)
    .flatMap((object) =>
      [...new Set([object.owner, topOf(object.owner), BUSINESS_IDS.harbor, BUSINESS_IDS.unity, BUSINESS_IDS.unityRent])].map(
        (business) => ({
          url: build(business, object),
          route,
          path: business,
          owner: object.owner,
          kind: object.kind,
        }),
      ),
    );
}

/**
 * A single-fetch answer's status and redirect target: a redirect answers 202 with its target and status in
 * the body (`"redirect","/biz/cards","status",302`).
 */
async function dataAnswer(response: APIResponse): Promise<{ status: number; location: string }> {
  if (response.status() !== 202) return { status: response.status(), location: "" };
  const redirect = /"redirect","([^"]*)","status",(\d{3})/.exec(await response.text());
  return redirect ? { status: Number(redirect[2]), location: redirect[1] ?? "" } : { status: 202, location: "" };
}

test.describe("authorization matrix", () => {
  let objects: SeededObject[] = [];
  let familyVirtual = "";

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await browser.newPage();
    ({ objects, familyVirtual } = await seededObjects(page));
    await page.close();
  });

  test("the matrix covers every business and object route, and every action has a hand-made POST", () => {
    // The routes this matrix walks today; a new one is walked without editing this list.
    expect(MATRIX.map((r) => r.path)).toEqual(
      expect.arrayContaining(["/:businessId/cards", "/:businessId/cards/:cardId", "/:businessId/orders/:orderId"]),
    );
    for (const route of MATRIX.filter((r) => r.hasAction))
      expect(entryFor(POSTS, route), `${route.key} needs a hand-made POST`).toBeDefined();
    // Object parameters only appear under a business, or in the cardholder portal (a cardholder's own
    // cards: the provider answers for the signed-in cardholder only, sandbox/test/cardholder-portal.test.ts).
    const portal = (path: string) => path.startsWith("/cardholder/") || path.startsWith("/:portal/");
    for (const route of ALL_ROUTES.filter((r) => Object.keys(OBJECT_PARAMS).some((p) => r.path.includes(`:${p}`)))) {
      if (!portal(route.path)) expect(route.path).toContain(":businessId");
    }
  });

  // Personas with the same scope and roles as an earlier one get the same answers (the rights follow
  // from scope and roles alone): the earlier one stands for them.
  const distinct = SEED_USERS.filter(
    (persona, i) =>
      SEED_USERS.findIndex((other) => JSON.stringify([other.scope, other.roles]) === JSON.stringify([persona.scope, persona.roles])) === i,
  );
  for (const persona of distinct) {
    test(`${persona.email}: no page or action of a business or object without a right`, async ({ page }) => {
      test.setTimeout(420_000);
      await signIn(page, persona.email);
      const ctx = contextOf(persona);
      const failures: string[] = [];
      const checks: Array<() => Promise<void>> = [];
      // On a page the persona may not see, every intent meets the same guard before its own code: one
      // refused post per probe, taking the route's intents in turn; the intents no probe took are sent
      // to the route's last refused page at the end, so each is still sent where it must be refused.
      const refusedTurns = new Map<string, { turns: number; lastUrl: string; posts: HandMadePost[] }>();
      const postRefused = async (url: string, post: HandMadePost) => {
        const form = post.form();
        const posted = await page.request.post(`${HOSTS.beacon}${url}.data`, { form, headers: { Origin: HOSTS.beacon }, maxRedirects: 0 });
        if (![403, 404].includes(posted.status())) failures.push(`POST ${url} ${form.intent}: ${posted.status()} (expected 403/404)`);
      };
      for (const route of MATRIX) {
        for (const probe of probesOf(route, objects)) {
          checks.push(async () => {
            const needs = probe.kind ? OBJECT_PERMISSION[probe.kind] : undefined;
            const allowed = isCatchAll(route)
              ? false
              : probe.owner === null
                ? seesPath(persona, probe.path) && (PAGE_RULE[route.file]?.(ctx, probe.path) ?? true)
                : seesObject(persona, probe.path, probe.owner) && (!needs || can(ctx, probe.owner, needs));
            const forced = forceTopLevelBusinessPath(probe.url, ctx.topLevelBusinessId);
            const { status, location } = await dataAnswer(await page.request.get(`${HOSTS.beacon}${probe.url}.data`, { maxRedirects: 0 }));
            // An alias that only redirects to another route of the same business reveals nothing; its
            // target is walked here too.
            const aliasRedirect = (status === 301 || status === 302) && location.startsWith(`/${probe.path}/`);
            const denied = status === 403 || status === 404 || aliasRedirect;
            const ok = forced ? status === 302 && location.startsWith(forced) : allowed ? status < 400 : denied;
            if (!ok)
              failures.push(
                `GET ${probe.url}: ${status} ${location} (expected ${forced ? `redirect to ${forced}` : allowed ? "allowed" : "403/404"})`,
              );
            const posts = entryFor(POSTS, route) ?? [];
            if (!route.hasAction || forced || posts.length === 0) return;
            if (!allowed) {
              const seen = refusedTurns.get(route.key) ?? { turns: 0, lastUrl: probe.url, posts };
              refusedTurns.set(route.key, { turns: seen.turns + 1, lastUrl: probe.url, posts });
              await postRefused(probe.url, posts[seen.turns % posts.length] as HandMadePost);
              return;
            }
            for (const post of posts) {
              const target = post.on === "object" && probe.owner !== null ? probe.owner : probe.path;
              if (!can(ctx, target, post.permission)) await postRefused(probe.url, post);
            }
          });
        }
      }
      // Side by side, a few at a time: the probes are independent reads and refused posts.
      for (let i = 0; i < checks.length; i += 8) await Promise.all(checks.slice(i, i + 8).map((check) => check()));
      for (const { turns, lastUrl, posts } of refusedTurns.values())
        for (const post of posts.slice(turns)) await postRefused(lastUrl, post);
      // A card's number and CVV follow the role on the card's own business (issue 12 hole 1).
      for (const path of [BUSINESS_IDS.unityFamily, BUSINESS_IDS.unity, BUSINESS_IDS.unityRent]) {
        const response = await page.request.get(`${HOSTS.beacon}/${path}/cards/${familyVirtual}?reveal=1`, { maxRedirects: 0 });
        const revealed = (await response.text()).includes("card-frame/");
        const sees = seesObject(persona, path, BUSINESS_IDS.unityFamily);
        const mayReveal = sees && can(ctx, BUSINESS_IDS.unityFamily, "resendVirtualCard");
        if (revealed !== mayReveal)
          failures.push(`GET /${path}/cards/${familyVirtual}?reveal=1: card details ${revealed ? "shown" : "not shown"}`);
        if (!sees && ![403, 404].includes(response.status()))
          failures.push(`GET /${path}/cards/${familyVirtual}?reveal=1: ${response.status()} (expected 403/404)`);
      }
      expect(failures).toEqual([]);
    });
  }
});
