import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Program, UserBusiness } from "#contract/entities";
import { can } from "#domain/permissions";
import { deriveViewType, landingPath } from "#domain/view-type";
import { sha256Hex } from "#sandbox/crypto";
import { AMINA, BUSINESS_IDS, CARD_IDS, CARDHOLDER_IDS, UNLINKED_CARD, USER_IDS } from "#sandbox/seed/personas";
import { call, mailTo, signin } from "./helpers";

const one = async <T>(sql: string, ...binds: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...binds)
    .first<T>()) as T;
const values = async (sql: string, ...binds: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...binds)
      .all<{ v: string | number }>()
  ).results.map((r) => r.v);

let seededInMs = 0;

beforeAll(async () => {
  // The full demo data, through the reset endpoint.
  const reply = await call<{ seededInMs: number; counts: Record<string, number> }>("POST", "/_sandbox/reset");
  expect(reply.status).toBe(200);
  seededInMs = reply.body.seededInMs;
  console.info(`Full seed: ${seededInMs} ms, ${JSON.stringify(reply.body.counts)}`);
}, 120_000);

describe("full demo data", () => {
  it("Metro has 10,000 cards and at least 100,000 transactions", async () => {
    expect(await one<{ n: number }>("SELECT COUNT(*) AS n FROM cards WHERE business_id = ?", BUSINESS_IDS.metro)).toEqual({ n: 10_000 });
    const txns = await one<{ n: number }>("SELECT COUNT(*) AS n FROM transactions WHERE business_id = ?", BUSINESS_IDS.metro);
    expect(txns.n).toBeGreaterThanOrEqual(100_000);
    expect(seededInMs).toBeGreaterThan(0);
  });

  it("Harbor has at least 150 cards of every status and form factor, each with loads and transactions", async () => {
    const cards = await one<{ n: number }>("SELECT COUNT(*) AS n FROM cards WHERE business_id = ?", BUSINESS_IDS.harbor);
    expect(cards.n).toBeGreaterThanOrEqual(150);
    expect(await values("SELECT DISTINCT status AS v FROM cards WHERE business_id = ? ORDER BY v", BUSINESS_IDS.harbor)).toEqual(
      expect.arrayContaining(["active", "closed", "frozen", "locked"]),
    );
    expect(await values("SELECT DISTINCT form_factor AS v FROM cards WHERE business_id = ? ORDER BY v", BUSINESS_IDS.harbor)).toEqual([
      "physical",
      "virtual",
    ]);
    const bare = await one<{ n: number }>(
      `SELECT COUNT(*) AS n FROM cards c WHERE c.business_id = ?
         AND (NOT EXISTS (SELECT 1 FROM loads l WHERE l.card_id = c.id) OR NOT EXISTS (SELECT 1 FROM transactions t WHERE t.card_id = c.id))`,
      BUSINESS_IDS.harbor,
    );
    expect(bare.n).toBe(0);
    // Every Harbor card has every kind of purchase.
    const incomplete = await one<{ n: number }>(
      "SELECT COUNT(*) AS n FROM cards c WHERE c.business_id = ? AND (SELECT COUNT(DISTINCT status) FROM transactions t WHERE t.card_id = c.id) < 4",
      BUSINESS_IDS.harbor,
    );
    expect(incomplete.n).toBe(0);
    expect(await values("SELECT DISTINCT status AS v FROM transactions WHERE business_id = ? ORDER BY v", BUSINESS_IDS.harbor)).toEqual([
      "cleared",
      "declined",
      "pending",
      "refunded",
    ]);
    const declines = await env.DB.prepare(
      "SELECT DISTINCT decline_reason AS reason, processor_status AS status FROM transactions WHERE business_id = ? AND status = 'declined'",
    )
      .bind(BUSINESS_IDS.harbor)
      .all<{ reason: string; status: string }>();
    expect(declines.results).toEqual(
      expect.arrayContaining([
        { reason: "CA_DECLINED_MERCHANT", status: "CA_DECLINED" },
        { reason: "CA_DECLINED_VELOCITY", status: "CA_DECLINED" },
        { reason: "", status: "CA_DECLINED" },
        { reason: "CA_DECLINED_INSUFFICIENT_FUNDS", status: "CA_DECLINED" },
      ]),
    );
  });

  it("balances add up to loads minus cleared and pending purchases", async () => {
    const off = await one<{ n: number }>(
      `SELECT COUNT(*) AS n FROM cards c WHERE c.balance_cents <>
         (SELECT COALESCE(SUM(amount_cents), 0) FROM loads WHERE card_id = c.id)
         - (SELECT COALESCE(SUM(approved_cents), 0) FROM transactions WHERE card_id = c.id AND status IN ('cleared', 'pending'))`,
    );
    expect(off.n).toBe(0);
    expect((await one<{ n: number }>("SELECT COUNT(*) AS n FROM cards WHERE balance_cents < 0")).n).toBe(0);
  });

  it("Harbor has orders of every shipping type, spend rules of each type, tags, notes, custom fields and autoloads", async () => {
    const h = BUSINESS_IDS.harbor;
    expect(
      await values(
        "SELECT DISTINCT shipping_method AS v FROM card_orders WHERE business_id = ? AND shipping_method IS NOT NULL ORDER BY v",
        h,
      ),
    ).toEqual(["UPS_GROUND", "UPS_NEXT_DAY", "UPS_SECOND_DAY", "USPS_EXPRESS", "USPS_GROUND", "USPS_PRIORITY"]);
    expect(
      (await one<{ n: number }>("SELECT COUNT(*) AS n FROM card_orders WHERE business_id = ? AND form_factor = 'virtual'", h)).n,
    ).toBeGreaterThan(0);
    expect(await values("SELECT DISTINCT status AS v FROM card_orders WHERE business_id = ? ORDER BY v", h)).toEqual(
      expect.arrayContaining(["delivered", "ordered", "processing", "shipped"]),
    );
    expect(await values("SELECT DISTINCT type AS v FROM spend_rules WHERE business_id = ? ORDER BY v", h)).toEqual([
      "merchant_allow",
      "merchant_block",
      "velocity",
    ]);
    expect(
      (await one<{ n: number }>("SELECT COUNT(*) AS n FROM card_tags ct JOIN tags t ON t.id = ct.tag_id WHERE t.business_id = ?", h)).n,
    ).toBeGreaterThan(0);
    expect((await one<{ n: number }>("SELECT COUNT(*) AS n FROM notes WHERE business_id = ?", h)).n).toBeGreaterThan(0);
    expect(await values("SELECT DISTINCT frequency AS v FROM autoloads WHERE business_id = ? AND status = 'active' ORDER BY v", h)).toEqual(
      ["daily", "last_of_month", "monthly", "weekly"],
    );
    const admin = await signin("admin@harbor.test");
    const settings = await call<{
      businessSettings: {
        customFields: Array<{ resourceType: string; customFieldOptions: Array<{ dataType: string; dataOptions: string[] }> }>;
      };
    }>("GET", `/businesses/${h}/settings`, { token: admin.idToken });
    const loads = settings.body.businessSettings.customFields.find((d) => d.resourceType === "loads");
    expect(loads?.customFieldOptions[0]).toMatchObject({
      dataType: "dropdown",
      dataOptions: ["General Fund", "County Emergency Grant", "Private Donations"],
    });
  });

  it("Harbor has recipients in every intake status and transfers in every status", async () => {
    const h = BUSINESS_IDS.harbor;
    expect(await values("SELECT DISTINCT intake_status AS v FROM recipients WHERE business_id = ? ORDER BY v", h)).toEqual([
      "awaiting_recipient",
      "bank_account_verified",
      "pending_verification",
      "verification_failed",
    ]);
    expect(
      (
        await one<{ n: number }>(
          "SELECT COUNT(*) AS n FROM recipients WHERE intake_status = 'verification_failed' AND verification_failure_reason IS NULL",
        )
      ).n,
    ).toBe(0);
    expect(await values("SELECT DISTINCT status AS v FROM transfers WHERE business_id = ? ORDER BY v", h)).toEqual([
      "completed",
      "created",
      "failed",
      "processing",
    ]);
  });

  it("Amina's intake e-mail holds a working link", async () => {
    const amina = await one<{ intake_status: string; name: string }>("SELECT intake_status, name FROM recipients WHERE id = ?", AMINA.id);
    expect(amina).toEqual({ intake_status: "awaiting_recipient", name: "Amina Yusuf" });
    const [mail] = await mailTo(AMINA.email);
    expect(mail?.link).toMatch(/^\/setup-payment\/biz_harbor\/recipient\?token=[A-Za-z0-9_-]{43}$/);
    const token = new URL(`https://app.test${mail?.link ?? ""}`).searchParams.get("token") ?? "";
    const link = await one<{ purpose: string; subject_id: string; business_id: string; expires_at: string }>(
      "SELECT purpose, subject_id, business_id, expires_at FROM link_tokens WHERE token_hash = ?",
      await sha256Hex(token),
    );
    expect(link).toMatchObject({ purpose: "recipient_intake", subject_id: AMINA.id, business_id: BUSINESS_IDS.harbor });
    expect(link.expires_at > new Date().toISOString()).toBe(true);
  });

  it("Cedar waits at business_info with its onboarding link in the mailbox; Willow waits for owners", async () => {
    const status = async (id: string) => (await one<{ s: string }>("SELECT onboarding_status AS s FROM businesses WHERE id = ?", id)).s;
    expect(await status(BUSINESS_IDS.cedar)).toBe("business_info");
    expect(await status(BUSINESS_IDS.willow)).toBe("waiting_for_beneficial_owners");
    const others = await values(
      "SELECT DISTINCT onboarding_status AS v FROM businesses WHERE id NOT IN (?, ?)",
      BUSINESS_IDS.cedar,
      BUSINESS_IDS.willow,
    );
    expect(others).toEqual(["active"]);
    const [mail] = await mailTo("director@cedar.test");
    expect(mail?.link).toMatch(/^\/biz_cedar\/businessInfo\?token=/);
    const token = new URL(`https://app.test${mail?.link ?? ""}`).searchParams.get("token") ?? "";
    expect((await one<{ purpose: string }>("SELECT purpose FROM link_tokens WHERE token_hash = ?", await sha256Hex(token))).purpose).toBe(
      "onboarding",
    );
  });

  it("Maria's card: active, physical, linked, PIN set, balance, pending/cleared/declined purchases and loads", async () => {
    const card = await one<Record<string, unknown>>("SELECT * FROM cards WHERE id = ?", CARD_IDS.maria);
    expect(card).toMatchObject({
      business_id: BUSINESS_IDS.harbor,
      status: "active",
      form_factor: "physical",
      cardholder_id: CARDHOLDER_IDS.maria,
      pin_set: 1,
      holder_phone: "5550100001",
    });
    expect(Number(card.balance_cents)).toBeGreaterThan(0);
    expect(await values("SELECT DISTINCT status AS v FROM transactions WHERE card_id = ? ORDER BY v", CARD_IDS.maria)).toEqual(
      expect.arrayContaining(["cleared", "declined", "pending"]),
    );
    expect(
      (await one<{ n: number }>("SELECT COUNT(*) AS n FROM loads WHERE card_id = ? AND amount_cents > 0", CARD_IDS.maria)).n,
    ).toBeGreaterThan(1);
  });

  it("Lee has a linked virtual Bright Futures card; the unlinked card matches the README", async () => {
    expect(await one("SELECT business_id, form_factor, status, cardholder_id FROM cards WHERE id = ?", CARD_IDS.lee)).toEqual({
      business_id: BUSINESS_IDS.brightFutures,
      form_factor: "virtual",
      status: "active",
      cardholder_id: CARDHOLDER_IDS.lee,
    });
    expect(
      await one("SELECT form_factor, status, last6, expiration, holder_email, cardholder_id FROM cards WHERE id = ?", UNLINKED_CARD.id),
    ).toEqual({
      form_factor: "physical",
      status: "active",
      last6: "424242",
      expiration: "09/29",
      holder_email: "new.holder@cardholder.test",
      cardholder_id: null,
    });
  });
});

describe("personas sign in and see what demo-data.md says", () => {
  type Expectation = {
    email: string;
    uid: string;
    scope: "normal" | "super" | "program";
    topLevel: string;
    topLevelName: string;
    roles: Array<{ businessId: string; role: string }>;
    landing: string;
  };
  const table: Expectation[] = [
    {
      email: "admin@harbor.test",
      uid: USER_IDS.harborAdmin,
      scope: "normal",
      topLevel: "biz_harbor",
      topLevelName: "Harbor Relief Network",
      roles: [{ businessId: "biz_harbor", role: "admin" }],
      landing: "/biz_harbor/cards",
    },
    {
      email: "viewer@harbor.test",
      uid: USER_IDS.harborViewer,
      scope: "normal",
      topLevel: "biz_harbor",
      topLevelName: "Harbor Relief Network",
      roles: [{ businessId: "biz_harbor", role: "viewer" }],
      landing: "/biz_harbor/cards",
    },
    {
      email: "casemanager@harbor.test",
      uid: USER_IDS.harborCaseManager,
      scope: "normal",
      topLevel: "biz_harbor",
      topLevelName: "Harbor Relief Network",
      roles: [{ businessId: "biz_harbor", role: "cws_case_manager" }],
      landing: "/biz_harbor/cards",
    },
    {
      email: "super@unity.test",
      uid: USER_IDS.unitySuper,
      scope: "super",
      topLevel: "biz_unity",
      topLevelName: "Unity Resettlement Alliance",
      roles: [{ businessId: "biz_unity", role: "admin" }],
      landing: "/biz_unity/programs",
    },
    {
      email: "finance@unity.test",
      uid: USER_IDS.unityFinance,
      scope: "super",
      topLevel: "biz_unity",
      topLevelName: "Unity Resettlement Alliance",
      roles: [{ businessId: "biz_unity", role: "sifh_finance" }],
      landing: "/biz_unity/programs",
    },
    {
      email: "program@unity.test",
      uid: USER_IDS.unityProgram,
      scope: "program",
      topLevel: "biz_unity",
      topLevelName: "Unity Resettlement Alliance",
      roles: [{ businessId: "biz_unity_rent", role: "admin" }],
      landing: "/biz_unity_rent/recipients",
    },
    {
      email: "cards-program@unity.test",
      uid: USER_IDS.unityCardsProgram,
      scope: "program",
      topLevel: "biz_unity",
      topLevelName: "Unity Resettlement Alliance",
      roles: [{ businessId: "biz_unity_family", role: "admin" }],
      landing: "/biz_unity_family/cards",
    },
    {
      email: "multi@unity.test",
      uid: USER_IDS.unityMulti,
      scope: "program",
      topLevel: "biz_unity",
      topLevelName: "Unity Resettlement Alliance",
      roles: [
        { businessId: "biz_unity_rent", role: "admin" },
        { businessId: "biz_unity_family", role: "admin" },
      ],
      landing: "/biz_unity/programs",
    },
    {
      email: "dev@harbor.test",
      uid: USER_IDS.harborDev,
      scope: "normal",
      topLevel: "biz_harbor",
      topLevelName: "Harbor Relief Network",
      roles: [{ businessId: "biz_harbor", role: "admin" }],
      landing: "/biz_harbor/cards",
    },
    {
      email: "split@unity.test",
      uid: USER_IDS.unitySplit,
      scope: "program",
      topLevel: "biz_unity",
      topLevelName: "Unity Resettlement Alliance",
      roles: [
        { businessId: "biz_unity_rent", role: "admin" },
        { businessId: "biz_unity_family", role: "viewer" },
      ],
      landing: "/biz_unity/programs",
    },
    {
      email: "metro@metro.test",
      uid: USER_IDS.metroAdmin,
      scope: "normal",
      topLevel: "biz_metro",
      topLevelName: "Metro Benefits Program",
      roles: [{ businessId: "biz_metro", role: "admin" }],
      landing: "/biz_metro/cards",
    },
  ];

  it.each(table)("$email", async (persona) => {
    const tokens = await signin(persona.email);
    expect(tokens.uid).toBe(persona.uid);
    const me = await call<{ user: { id: string; email: string; userScope: string }; businesses: UserBusiness[] }>(
      "GET",
      `/users/${tokens.uid}/`,
      {
        token: tokens.idToken,
      },
    );
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ id: persona.uid, email: persona.email, userScope: persona.scope });
    expect(me.body.businesses).toHaveLength(1);
    const business = me.body.businesses[0] as UserBusiness;
    expect(business).toMatchObject({
      topLevelBusinessId: persona.topLevel,
      topLevelBusinessName: persona.topLevelName,
      userScope: persona.scope,
      userRoles: persona.roles,
      onboardingStatus: "active",
      topLevelBusinessConfig: { eligibleForOnDemand: persona.topLevel === "biz_unity" },
    });
    const programs = await call<{ programs: Program[] }>("GET", `/businesses/${persona.topLevel}/programs`, { token: tokens.idToken });
    const viewType = deriveViewType(business.userScope, business.userRoles);
    expect(
      landingPath({
        viewType,
        topLevelBusinessId: business.topLevelBusinessId,
        userRoles: business.userRoles,
        programs: programs.body.programs,
      }),
    ).toBe(persona.landing);
  });

  it("dev@harbor.test gets the Developers menu: developerTools on the top-level business", async () => {
    const tokens = await signin("dev@harbor.test");
    const me = await call<{ businesses: UserBusiness[] }>("GET", `/users/${tokens.uid}/`, { token: tokens.idToken });
    const business = me.body.businesses[0] as UserBusiness;
    expect(business.topLevelBusinessConfig.developerToolsEnabled).toBe(true);
    expect(
      can(
        { userScope: business.userScope, userRoles: business.userRoles, topLevelBusinessId: business.topLevelBusinessId },
        business.topLevelBusinessId,
        "developerTools",
      ),
    ).toBe(true);
  });

  it("admin@harbor.test also signs in by phone with a one-time code; maria and lee sign in as cardholders", async () => {
    await call("POST", "/users/sendOTP", { body: { realm: "business", identifier: "5550100100" } });
    const [sms] = await mailTo("5550100100");
    const code = sms?.body.match(/\d{6}/)?.[0] ?? "";
    const ok = await call<{ uid: string }>("POST", "/users/verifyOTP", { body: { realm: "business", identifier: "5550100100", code } });
    expect(ok.body.uid).toBe(USER_IDS.harborAdmin);
    expect((await signin("maria@cardholder.test", "cardholder")).uid).toBe(CARDHOLDER_IDS.maria);
    expect((await signin("lee@cardholder.test", "cardholder")).uid).toBe(CARDHOLDER_IDS.lee);
  });
});
