import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Tokens } from "#contract/identity";
import { BUSINESS_IDS, USER_IDS } from "#sandbox/seed/personas";
import { advanceClock, call, mailTo, seedSmall, signin } from "./helpers";

beforeAll(seedSmall);

const harbor = BUSINESS_IDS.harbor;
const PASSWORD = "Welcome#Harbor26";

type MemberBody = { userId: string; email: string; role: string; status: string; businessId: string };

async function invite(token: string, email: string, role = "viewer", business: string = harbor) {
  return call<{ member: MemberBody; code?: string }>("POST", `/businesses/${business}/users`, {
    token,
    body: { email, firstName: "Nadia", lastName: "Haddad", role },
  });
}

/** The token of the newest invitation link mailed to an address. */
async function invitationToken(email: string): Promise<string> {
  const [message] = await mailTo(email);
  const link = message?.link ?? "";
  expect(link).toMatch(/^\/register\/member\?token=/);
  return new URL(link, "https://app.test").searchParams.get("token") ?? "";
}

type Opened = { token: string; expiresIn: number; businessName: string; email: string; existingAccount: boolean; code?: string };
const opened = new Map<string, Opened>();

/** Opens an invitation link as the app does on its first request (ADR 0246): the link's token for a form token, kept. */
async function open(token: string) {
  const known = opened.get(token);
  if (known) return { status: 200, body: known };
  const reply = await call<Opened>("POST", "/auth/invitation/exchange", { body: { token } });
  if (reply.status === 200) opened.set(token, reply.body);
  return reply;
}

/** Accepts with the form token the link was exchanged for; a link that does not open answers as its exchange did. */
async function accept(token: string, password = PASSWORD) {
  const link = await open(token);
  if (link.status !== 200) return { status: link.status, body: link.body as unknown as Tokens & { code?: string } };
  return call<Tokens & { code?: string }>("POST", "/auth/invitation/accept", { body: { token: link.body.token, password } });
}

describe("members", () => {
  let admin: Tokens;
  beforeAll(async () => {
    admin = await signin("admin@harbor.test");
  });

  it("lists the business's members with their roles, oldest first, in keyset pages", async () => {
    const first = await call<{ members: MemberBody[]; nextCursor: string | null }>("GET", `/businesses/${harbor}/users?limit=2`, {
      token: admin.idToken,
    });
    expect(first.status).toBe(200);
    expect(first.body.members).toHaveLength(2);
    expect(first.body.members[0]).toMatchObject({ email: "admin@harbor.test", role: "admin", status: "active", businessId: harbor });
    expect(first.body.nextCursor).not.toBeNull();
    const next = await call<{ members: MemberBody[] }>(
      "GET",
      `/businesses/${harbor}/users?limit=50&cursor=${encodeURIComponent(first.body.nextCursor ?? "")}`,
      { token: admin.idToken },
    );
    const emails = [...first.body.members, ...next.body.members].map((m) => m.email);
    expect(new Set(emails).size).toBe(emails.length);
    expect(emails).toEqual(expect.arrayContaining(["viewer@harbor.test", "casemanager@harbor.test"]));
  });

  it("a top-level business lists its programs' members too; another business's members do not exist", async () => {
    const superUser = await signin("super@unity.test");
    const unity = await call<{ members: MemberBody[] }>("GET", `/businesses/${BUSINESS_IDS.unity}/users?limit=100`, {
      token: superUser.idToken,
    });
    expect(unity.body.members.some((m) => m.businessId === BUSINESS_IDS.unityRent)).toBe(true);
    expect((await call("GET", `/businesses/${BUSINESS_IDS.unity}/users`, { token: admin.idToken })).status).toBe(404);
  });

  it("invites a new member by e-mail: the single-use link sets the password and signs them in", async () => {
    const added = await invite(admin.idToken, "Nadia.New@Harbor.test", "cws_case_manager");
    expect(added.status).toBe(201);
    expect(added.body.member).toMatchObject({ email: "nadia.new@harbor.test", role: "cws_case_manager", status: "invited" });
    const token = await invitationToken("nadia.new@harbor.test");

    // The spec's password rule.
    const weak = await accept(token, "short");
    expect(weak.status).toBe(400);
    expect(weak.body.code).toBe("validation_failed");
    // Nor one of the most common breached passwords (ADR 0248); the invitation stays usable.
    const breached = await accept(token, "Password1!");
    expect([breached.status, JSON.stringify(breached.body)]).toEqual([400, expect.stringContaining('"key":"passwordBreached"')]);

    const accepted = await accept(token);
    expect(accepted.status).toBe(200);
    expect(accepted.body.uid).toBe(added.body.member.userId);
    const me = await call<{ businesses: Array<{ userRoles: Array<{ role: string }> }> }>("GET", `/users/${accepted.body.uid}/`, {
      token: accepted.body.idToken,
    });
    expect(me.body.businesses[0]?.userRoles[0]?.role).toBe("cws_case_manager");
    expect((await signin("nadia.new@harbor.test", "business", PASSWORD)).uid).toBe(accepted.body.uid);

    // Single use.
    const again = await accept(token, "Another#2026");
    expect(again.status).toBe(400);
    expect(again.body.code).toBe("invitation_invalid");

    const listed = await call<{ members: MemberBody[] }>("GET", `/businesses/${harbor}/users?limit=100`, { token: admin.idToken });
    expect(listed.body.members.find((m) => m.email === "nadia.new@harbor.test")?.status).toBe("active");
  });

  it("refuses a member twice; an existing account is invited, learns nothing to the business, and accepts with its password (issue 34 item 4, ADR 0243)", async () => {
    const twice = await invite(admin.idToken, "viewer@harbor.test");
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe("already_member");

    const superUser = await signin("super@unity.test");
    const reply = await call<{ member: MemberBody & { firstName: string; lastName: string } }>(
      "POST",
      `/businesses/${BUSINESS_IDS.unity}/users`,
      {
        token: superUser.idToken,
        body: { email: "admin@harbor.test", firstName: "Typed", lastName: "Name", role: "viewer" },
      },
    );
    expect(reply.status).toBe(201);
    // Only what the business typed, and "invited", as for an address without an account.
    expect(reply.body.member).toMatchObject({ firstName: "Typed", lastName: "Name", status: "invited" });
    const listed = await call<{ members: Array<MemberBody & { firstName: string }> }>(
      "GET",
      `/businesses/${BUSINESS_IDS.unity}/users?limit=100`,
      {
        token: superUser.idToken,
      },
    );
    expect(listed.body.members.find((m) => m.email === "admin@harbor.test")).toMatchObject({ firstName: "Typed", status: "invited" });

    // Nothing in Unity before acceptance: the account's roles stay Harbor's only.
    const harborAdmin = await signin("admin@harbor.test");
    expect((await call("GET", `/businesses/${BUSINESS_IDS.unity}/users`, { token: harborAdmin.idToken })).status).toBe(404);

    const token = await invitationToken("admin@harbor.test");
    const wrong = await accept(token, "Wrong#Password1");
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe("password_incorrect");
    // The right password (the account's own, unchanged) accepts it.
    const accepted = await accept(token, "Sandbox#2026");
    expect(accepted.status).toBe(200);
    expect((await call("GET", `/businesses/${BUSINESS_IDS.unity}/users`, { token: accepted.body.idToken })).status).toBe(200);
    expect((await signin("admin@harbor.test")).uid).toBe(USER_IDS.harborAdmin);
  });

  it("the link is spent on its first request for a form token, which alone accepts, and says whose invitation it is (ADR 0246, 0247)", async () => {
    await invite(admin.idToken, "opened.once@harbor.test");
    const raw = await invitationToken("opened.once@harbor.test");
    // The e-mailed token itself accepts nothing.
    const direct = await call<{ code: string }>("POST", "/auth/invitation/accept", { body: { token: raw, password: PASSWORD } });
    expect([direct.status, direct.body.code]).toEqual([400, "invitation_invalid"]);
    const first = await open(raw);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      businessName: "Harbor Relief Network",
      email: "opened.once@harbor.test",
      existingAccount: false,
      expiresIn: 86_400,
    });
    // Opened again (a second device, a log reader): spent, and said so.
    const again = await call<{ code: string }>("POST", "/auth/invitation/exchange", { body: { token: raw } });
    expect([again.status, again.body.code]).toEqual([400, "invitation_link_used"]);
    // The form token cannot be exchanged again, and lasts 24 hours.
    expect((await call<{ code: string }>("POST", "/auth/invitation/exchange", { body: { token: first.body.token } })).body.code).toBe(
      "invitation_invalid",
    );
    const form = await env.DB.prepare(
      "SELECT created_at, expires_at FROM member_invitations WHERE stage = 'form' ORDER BY rowid DESC LIMIT 1",
    ).first<{
      created_at: string;
      expires_at: string;
    }>();
    expect(Date.parse(form?.expires_at ?? "") - Date.parse(form?.created_at ?? "")).toBe(24 * 60 * 60 * 1000);
  });

  it("an invitation expires after 7 days; removed and invited again, the new link works", async () => {
    await invite(admin.idToken, "late@harbor.test");
    const expiring = await invitationToken("late@harbor.test");
    await advanceClock({ days: 7, minutes: 1 });
    expect((await accept(expiring)).body.code).toBe("invitation_invalid");

    const fresh = await signin("admin@harbor.test");
    const list = await call<{ members: MemberBody[] }>("GET", `/businesses/${harbor}/users?limit=100`, { token: fresh.idToken });
    const late = list.body.members.find((m) => m.email === "late@harbor.test");
    expect(late?.status).toBe("invited");
    expect((await call("DELETE", `/businesses/${harbor}/users/${late?.userId}/`, { token: fresh.idToken })).status).toBe(204);
    await invite(fresh.idToken, "late@harbor.test");
    const renewed = await invitationToken("late@harbor.test");
    expect(renewed).not.toBe(expiring);
    expect((await accept(expiring)).status).toBe(400);
    expect((await accept(renewed)).status).toBe(200);
  });

  it("a removed member's invitation link is refused", async () => {
    const fresh = await signin("admin@harbor.test");
    const added = await invite(fresh.idToken, "gone@harbor.test");
    const token = await invitationToken("gone@harbor.test");
    expect((await call("DELETE", `/businesses/${harbor}/users/${added.body.member.userId}/`, { token: fresh.idToken })).status).toBe(204);
    const refused = await accept(token);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("invitation_invalid");
  });

  it("removing a member ends their access to that business at once, and only to that business (ADR 0243)", async () => {
    const fresh = await signin("admin@harbor.test");
    await invite(fresh.idToken, "leaving@harbor.test");
    const session = (await accept(await invitationToken("leaving@harbor.test"))).body;
    expect((await call("GET", `/businesses/${harbor}/users`, { token: session.idToken })).status).toBe(200);
    // A member of Metro too.
    const metro = await signin("metro@metro.test");
    await invite(metro.idToken, "leaving@harbor.test", "viewer", BUSINESS_IDS.metro);
    expect((await accept(await invitationToken("leaving@harbor.test"), PASSWORD)).status).toBe(200);

    expect((await call("DELETE", `/businesses/${harbor}/users/${session.uid}/`, { token: fresh.idToken })).status).toBe(204);
    expect((await call("GET", `/businesses/${harbor}/users`, { token: session.idToken })).status).toBe(404);
    expect((await call("GET", `/businesses/${BUSINESS_IDS.metro}/programs`, { token: session.idToken })).status).toBe(200);
    expect((await call("POST", "/auth/refresh", { body: { refreshToken: session.refreshToken } })).status).toBe(200);
  });

  it("needs addMember and deleteMember, and nobody hands out more than they hold", async () => {
    const viewer = await signin("viewer@harbor.test");
    const refused = await invite(viewer.idToken, "someone@harbor.test");
    expect(refused.status).toBe(403);
    const remove = await call("DELETE", `/businesses/${harbor}/users/${USER_IDS.harborAdmin}/`, { token: viewer.idToken });
    expect(remove.status).toBe(403);

    // A program admin acting on the top-level business (first-role fallback) cannot make admins there.
    const program = await signin("program@unity.test");
    const escalate = await invite(program.idToken, "boss@unity.test", "admin", BUSINESS_IDS.unity);
    expect(escalate.status).toBe(403);
    expect(escalate.body.code).toBe("role_not_grantable");
  });

  it("a program admin gives no role at all on the top-level business: it would reach every program (issue 34 item 3, ADR 0240)", async () => {
    const program = await signin("program@unity.test");
    const viewer = await invite(program.idToken, "mint@unity.test", "viewer", BUSINESS_IDS.unity);
    expect(viewer.status).toBe(403);
    expect(viewer.body.code).toBe("role_not_grantable");
    // Their own program is theirs to staff.
    expect((await invite(program.idToken, "mint@unity.test", "viewer", BUSINESS_IDS.unityRent)).status).toBe(201);
  });

  it("scope belongs to the memberships under one organisation, not to the account (issue 34 item 3, ADR 0240)", async () => {
    const superUser = await signin("super@unity.test");
    const added = await invite(superUser.idToken, "carried@elsewhere.test", "viewer", BUSINESS_IDS.unityRent);
    expect(added.status).toBe(201);
    const session = await accept(await invitationToken("carried@elsewhere.test"));
    expect(session.status).toBe(200);
    // What the old creation path recorded for a member of a self-onboarded organisation with programs.
    await env.DB.prepare("UPDATE users SET scope = 'super' WHERE id = ?").bind(session.body.uid).run();
    const token = session.body.idToken;
    expect((await call("GET", `/businesses/${BUSINESS_IDS.unityRent}/programs`, { token })).status).not.toBe(404);
    expect((await call("GET", `/businesses/${BUSINESS_IDS.unityFamily}/users`, { token })).status).toBe(404);
    const me = await call<{ businesses: Array<{ topLevelBusinessId: string; userScope: string }> }>("GET", `/users/${session.body.uid}/`, {
      token,
    });
    expect(me.body.businesses).toEqual([expect.objectContaining({ topLevelBusinessId: BUSINESS_IDS.unity, userScope: "program" })]);
  });

  it("keeps an admin: the last admin and oneself cannot be removed", async () => {
    const metro = await signin("metro@metro.test");
    const self = await call("DELETE", `/businesses/${BUSINESS_IDS.metro}/users/${metro.uid}/`, { token: metro.idToken });
    expect(self.status).toBe(409);
    expect(self.body.code).toBe("cannot_remove_self");
    const unknown = await call("DELETE", `/businesses/${BUSINESS_IDS.metro}/users/usr_nobody/`, { token: metro.idToken });
    expect(unknown.status).toBe(404);
  });
  describe("changing a role (ADR 0180)", () => {
    const change = (token: string, business: string, userId: string, role: string) =>
      call<{ member: MemberBody; code?: string }>("PATCH", `/businesses/${business}/users/${userId}/`, { token, body: { role } });

    it("takes effect at once on the member's open session, and back again", async () => {
      const fresh = await signin("admin@harbor.test");
      const dev = await signin("dev@harbor.test");
      const before = await invite(dev.idToken, "before.demotion@harbor.test");
      expect(before.status).toBe(201);

      const demoted = await change(fresh.idToken, harbor, USER_IDS.harborDev, "viewer");
      expect(demoted.status).toBe(200);
      expect(demoted.body.member).toMatchObject({ userId: USER_IDS.harborDev, role: "viewer", businessId: harbor });
      // The same token, the next request: a viewer's.
      expect((await invite(dev.idToken, "after.demotion@harbor.test")).status).toBe(403);
      const me = await call<{ businesses: Array<{ userRoles: Array<{ role: string }> }> }>("GET", `/users/${dev.uid}/`, {
        token: dev.idToken,
      });
      expect(me.body.businesses[0]?.userRoles[0]?.role).toBe("viewer");

      const again = await change(fresh.idToken, harbor, USER_IDS.harborDev, "viewer");
      expect(again.status).toBe(200);
      expect((await change(fresh.idToken, harbor, USER_IDS.harborDev, "admin")).body.member.role).toBe("admin");
      expect((await invite(dev.idToken, "after.promotion@harbor.test")).status).toBe(201);
    });

    it("needs addMember and deleteMember, both roles within the caller's own, and a member of this business", async () => {
      const viewer = await signin("viewer@harbor.test");
      const refused = await change(viewer.idToken, harbor, USER_IDS.harborCaseManager, "viewer");
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe("forbidden");

      // A program admin on the top-level business (first-role fallback) holds neither the admin role there...
      const program = await signin("program@unity.test");
      const escalate = await change(program.idToken, BUSINESS_IDS.unity, USER_IDS.unityFinance, "admin");
      expect(escalate.status).toBe(403);
      expect(escalate.body.code).toBe("role_not_grantable");
      // ...nor can take it away.
      const demote = await change(program.idToken, BUSINESS_IDS.unity, USER_IDS.unitySuper, "viewer");
      expect(demote.status).toBe(403);
      expect(demote.body.code).toBe("role_not_grantable");

      // Another business's member, or another business, does not exist for the caller.
      const admin = await signin("admin@harbor.test");
      expect((await change(admin.idToken, harbor, USER_IDS.metroAdmin, "viewer")).status).toBe(404);
      expect((await change(admin.idToken, BUSINESS_IDS.metro, USER_IDS.metroAdmin, "viewer")).status).toBe(404);
      const invalid = await change(admin.idToken, harbor, USER_IDS.harborViewer, "owner");
      expect(invalid.status).toBe(400);
    });

    it("keeps an admin: the only admin stays one, and nobody changes their own role", async () => {
      const superUser = await signin("super@unity.test");
      const added = await invite(superUser.idToken, "youth.lead@unity.test", "admin", BUSINESS_IDS.unityYouth);
      expect(added.status).toBe(201);
      const last = await change(superUser.idToken, BUSINESS_IDS.unityYouth, added.body.member.userId, "viewer");
      expect(last.status).toBe(409);
      expect(last.body.code).toBe("last_admin");

      const metro = await signin("metro@metro.test");
      const self = await change(metro.idToken, BUSINESS_IDS.metro, metro.uid, "viewer");
      expect(self.status).toBe(409);
      expect(self.body.code).toBe("cannot_change_self");
    });
  });
});
