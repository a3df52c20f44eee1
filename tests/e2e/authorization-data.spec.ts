/**
 * The generated proof of the dashboard's one guard (issue 34 item 1, ADR 0215): every route of
 * app/routes.ts with a business in its path, for every demo business persona and a visitor without a
 * session, with the persona's own business, a sibling program and another tenant's business in the path;
 * as a document and as single-fetch data (`.data`, with and without `?_routes=` naming only the route
 * itself, which skips the layout's loader), GET and POST. A refused request must be refused (403, 404 or
 * a redirect) and carry nothing of the business it was refused: no name, e-mail, person or import of
 * it; no request at all carries another tenant's. Another tenant's import (its file name and rows) is
 * asked for by id on every probe, and a signed-out copy of a session cookie reads none of it.
 * authorization-matrix.spec.ts checks the allowed side (which persona may open which page and object).
 */
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { roleFor } from "#domain/permissions";
import { BUSINESS_IDS, SEED_BUSINESSES, SEED_USERS, type SeedUser } from "#sandbox/seed/personas";
import { hasAction } from "../route-actions";
import { ROUTE_TABLE } from "../route-table";
import { expect, HOSTS, signIn, test } from "./fixtures";

// The intake's and onboarding's business ids name an e-mailed link's business, not a business user's
// right (authorization-matrix.spec.ts says why); everything else with a business in its path is walked.
const ROUTES = ROUTE_TABLE.filter(
  (r) => !r.layout && r.path.includes(":businessId") && !r.path.startsWith("/setup-payment/") && !r.onboarding,
).map((r) => ({ ...r, id: r.key.replace(/\.[jt]sx?$/, ""), hasAction: hasAction(r) }));

const parentOf = new Map(SEED_BUSINESSES.map((b) => [b.id, b.parentId]));
const topOf = (businessId: string) => parentOf.get(businessId) ?? businessId;
const nameOf = new Map(SEED_BUSINESSES.map((b) => [b.id, b.name]));

/** Harbor's recipients import, uploaded by Harbor's admin before the walk: the leak the issue confirmed. */
const TAG = `${Date.now()}`;
const IMPORT_FILE = `authz-probe-${TAG}.csv`;
const IMPORT_PEOPLE = [`Zora Probeworth ${TAG}`, `zora.${TAG}@recipient.test`];
let harborImport = "";

/** What a response must not show of `businessId`: its name, the people whose roles are all in it, and (Harbor) its import. */
function markersOf(businessId: string): string[] {
  const inside = (b: string) => b === businessId || (parentOf.get(b) === businessId && parentOf.get(businessId) === null);
  const people = SEED_USERS.filter((u) => u.roles.length > 0 && u.roles.every((r) => inside(r.businessId)));
  const programs = SEED_BUSINESSES.filter((b) => b.parentId === businessId).map((b) => b.name);
  return [
    nameOf.get(businessId) ?? businessId,
    ...programs,
    ...people.flatMap((u) => [u.email, `${u.firstName} ${u.lastName}`]),
    // (The import's id is in every probe's own address, so its echo is no finding; its contents are.)
    ...(businessId === BUSINESS_IDS.harbor ? [IMPORT_FILE, ...IMPORT_PEOPLE] : []),
  ];
}

/**
 * A visitor without a session (`null`) and the first persona of each scope (normal, super, program). A
 * refusal is the guard's, before any route's code: what it lets through depends on the session's scope and
 * tree, not on the roles within it (authorization-matrix.spec.ts walks every persona's roles for every route
 * and business, through the same single-fetch requests). One persona a scope keeps this walk to the
 * question it answers: whether a refused request carries data.
 */
const PERSONAS: Array<SeedUser | null> = [
  null,
  ...SEED_USERS.filter((persona, i) => SEED_USERS.findIndex((other) => other.scope === persona.scope) === i),
];

/** The persona's own business, a program of its tree it holds no role on (if any), and another tenant's business. */
function targetsOf(persona: SeedUser | null): Array<{ business: string; sees: boolean }> {
  if (!persona) return [BUSINESS_IDS.harbor, BUSINESS_IDS.unity, BUSINESS_IDS.unityFamily].map((business) => ({ business, sees: false }));
  const own = persona.roles[0]?.businessId ?? "";
  const top = topOf(own);
  const ctx = { userScope: persona.scope, userRoles: persona.roles, topLevelBusinessId: top };
  const sibling = SEED_BUSINESSES.find((b) => b.parentId === top && !persona.roles.some((r) => r.businessId === b.id));
  const stranger = top === BUSINESS_IDS.harbor ? BUSINESS_IDS.unity : BUSINESS_IDS.harbor;
  return [
    { business: own, sees: true },
    ...(sibling ? [{ business: sibling.id, sees: roleFor(ctx, sibling.id) !== undefined }] : []),
    { business: stranger, sees: false },
  ];
}

/** Object ids in a path: any id does, the guard answers before the route reads it. */
const pathOf = (route: string, business: string) =>
  route.replace(/:([A-Za-z]+)/g, (_, name: string) => (name === "businessId" ? business : "PROBE00001")).replace(/\/\*$/, "/no-such-page");

type Probe = { method: "GET" | "POST"; url: string };

/**
 * The requests of one route under one business. Refused: the document and the data, with and without
 * `_routes`, and the data's POST (the document's POST too where the route has an action). Allowed: the
 * route's own data alone (`_routes`), where another tenant's import must not show; no POST, which would
 * change the persona's own business.
 */
function probesOf(route: (typeof ROUTES)[number], business: string, refused: boolean): Probe[] {
  const path = pathOf(route.path, business);
  const search = `import=${encodeURIComponent(harborImport)}`;
  const own: Probe = { method: "GET", url: `${path}.data?${search}&_routes=${encodeURIComponent(route.id)}` };
  if (!refused) return [own];
  return [
    own,
    { method: "GET", url: `${path}?${search}` },
    { method: "GET", url: `${path}.data?${search}` },
    { method: "POST", url: `${path}.data?${search}` },
    ...(route.hasAction ? [{ method: "POST" as const, url: `${path}?${search}` }] : []),
  ];
}

async function send(request: APIRequestContext, probe: Probe): Promise<APIResponse> {
  const url = `${HOSTS.beacon}${probe.url}`;
  return probe.method === "GET"
    ? request.get(url, { maxRedirects: 0 })
    : request.post(url, { form: { intent: "upload" }, headers: { Origin: HOSTS.beacon }, maxRedirects: 0 });
}

/** A refusal: 401, 403, 404 or 405, or a redirect (to sign-in, or a forced path to the user's own business). */
function isRefusal(response: APIResponse): boolean {
  const status = response.status();
  const redirected = [301, 302, 303, 307, 308].includes(status) || (status === 202 && response.url().includes(".data"));
  return redirected || [401, 403, 404, 405].includes(status);
}

test.describe("authorization of the dashboard's data", () => {
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(60_000);
    const page = await browser.newPage();
    await signIn(page, "admin@harbor.test");
    const body = `name,email,phone,language,accountHolderName,accountType,accountNumber,routingNumber\r\n"${IMPORT_PEOPLE[0]}",${IMPORT_PEOPLE[1]},,en,,,,\r\n`;
    const uploaded = await page.request.post(`${HOSTS.beacon}/${BUSINESS_IDS.harbor}/import/recipients`, {
      multipart: { intent: "upload", file: { name: IMPORT_FILE, mimeType: "text/csv", buffer: Buffer.from(body) } },
      headers: { Origin: HOSTS.beacon },
      maxRedirects: 0,
    });
    harborImport = new URL(uploaded.headers().location ?? "", HOSTS.beacon).searchParams.get("import") ?? "";
    expect(harborImport, "Harbor's import preview").toMatch(/.+/);
    // Its owner reads it: the markers below are really in the data a refusal must not carry.
    const own = await page.request.get(
      `${HOSTS.beacon}/${BUSINESS_IDS.harbor}/import/recipients.data?import=${harborImport}&_routes=import-recipients`,
    );
    expect(await own.text()).toContain(IMPORT_PEOPLE[1]);
    await page.close();
  });

  test("the walk covers every dashboard route of the route table, resource routes included", () => {
    expect(ROUTES.map((r) => r.path)).toEqual(
      expect.arrayContaining(["/:businessId/import/recipients", "/:businessId/cards/export.csv", "/:businessId/developers/webhooks"]),
    );
  });

  for (const persona of PERSONAS) {
    const who = persona?.email ?? "a visitor without a session";
    test(`${who}: a refused request carries no data of the business it was refused`, async ({ page }) => {
      test.setTimeout(300_000);
      if (persona) await signIn(page, persona.email);
      const ownTop = persona ? topOf(persona.roles[0]?.businessId ?? "") : null;
      const strangers = [BUSINESS_IDS.harbor, BUSINESS_IDS.unity, BUSINESS_IDS.metro].filter((b) => b !== ownTop);
      const failures: string[] = [];
      const checks: Array<() => Promise<void>> = [];
      for (const { business, sees } of targetsOf(persona)) {
        for (const route of ROUTES) {
          for (const probe of probesOf(route, business, !sees)) {
            checks.push(async () => {
              const response = await send(page.request, probe);
              const body = await response.text();
              const label = `${probe.method} ${probe.url}: ${response.status()}`;
              if (response.status() >= 500) failures.push(`${label} (a server error)`);
              if (!sees && !isRefusal(response)) failures.push(`${label} (expected a refusal)`);
              // Nothing of another tenant, ever; nothing of a refused business.
              for (const hidden of new Set([...strangers, ...(sees ? [] : [business])]))
                for (const marker of markersOf(hidden)) if (body.includes(marker)) failures.push(`${label} shows "${marker}"`);
            });
          }
        }
      }
      for (let i = 0; i < checks.length; i += 8) await Promise.all(checks.slice(i, i + 8).map((check) => check()));
      expect(failures).toEqual([]);
    });
  }

  test("a signed-out copy of the session cookie reads no import", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, "admin@harbor.test", HOSTS.beacon, { fresh: true });
    const copy = await context.cookies();
    // A form post, as the sign-out button sends it (a post without a form body is refused before any action).
    const signedOut = await page.request.post(`${HOSTS.beacon}/logout`, { form: {}, headers: { Origin: HOSTS.beacon }, maxRedirects: 0 });
    expect(signedOut.status()).toBe(302);
    expect(signedOut.headers().location).toMatch(/\/login/);
    await context.close();
    const replay = await browser.newContext();
    await replay.addCookies(copy);
    for (const url of [
      `/${BUSINESS_IDS.harbor}/import/recipients.data?import=${harborImport}&_routes=import-recipients`,
      `/${BUSINESS_IDS.harbor}/import/recipients.data?import=${harborImport}`,
      `/${BUSINESS_IDS.harbor}/import/recipients?import=${harborImport}`,
    ]) {
      const response = await replay.request.get(`${HOSTS.beacon}${url}`, { maxRedirects: 0 });
      const body = await response.text();
      expect(isRefusal(response), `${url}: ${response.status()}`).toBe(true);
      for (const marker of [IMPORT_FILE, ...IMPORT_PEOPLE]) expect(body, url).not.toContain(marker);
    }
    await replay.close();
  });
});
