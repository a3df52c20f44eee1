/**
 * The demo data of demo-data.md, written into a SeedWriter. Each tenant draws from its own PRNG
 * stream, so the size of Metro does not change Harbor's or Unity's data.
 */
import { bankVerificationFailureReasons, transferFailureReasons } from "#domain/bank-test-accounts";
import type { CardFormFactor, CardStatus, RecipientIntakeStatus, TransferStatus } from "#domain/enums";
import { DAY, HOUR, iso, MINUTE } from "#sandbox/clock";
import { newId } from "#sandbox/ids";
import { type ComposedMessage, composeMail } from "#sandbox/messages";
import { intakeLinkMail } from "#sandbox/recipients/intake-mail";
import {
  type CardSpec,
  newSpec,
  randomAddress,
  randomHolder,
  writeCard,
  writeCardActivity,
  writeOrderActivities,
  writeOrders,
} from "./cards";
import { BANK_NAMES, BLOCKED_CATEGORIES, ESSENTIAL_CATEGORIES, RECIPIENT_NAMES } from "./catalog";
import {
  AMINA,
  BUSINESS_IDS,
  CARD_IDS,
  CARDHOLDER_IDS,
  SEED_BUSINESSES,
  SEED_CARDHOLDERS,
  SEED_DATE_MS,
  SEED_USERS,
  UNLINKED_CARD,
  USER_IDS,
} from "./personas";
import { Prng } from "./prng";
import type { SeedWriter } from "./sql";

/** The organization that pays a seeded business's recipients: its top-level business (issue 35 item 7). */
function organizationOf(businessId: string): string {
  const business = SEED_BUSINESSES.find((b) => b.id === businessId);
  const top = business?.parentId ? SEED_BUSINESSES.find((b) => b.id === business.parentId) : business;
  return top?.name ?? businessId;
}

export type SeedOptions = {
  /** Number of Metro cards (10,000 in the demo; tests may use fewer). */
  metroCards?: number;
  /** Number of Metro recipients for the recipients list bench (10,000 in the demo; by default as many as Metro cards). */
  metroRecipients?: number;
};

export const DEFAULT_METRO_CARDS = 10_000;

/** Seeded links (intake, onboarding) never expire: the demo must keep working whatever the date. */
const NEVER = "9999-12-31T23:59:59.999Z";

/** A link token to hash and store once the data is built. */
export type PendingLink = {
  token: string;
  purpose: "onboarding" | "recipient_intake" | "beneficial_owner";
  businessId: string;
  subjectId: string | null;
  createdMs: number;
};

const daysAgo = (days: number, hours = 0) => SEED_DATE_MS - days * DAY - hours * HOUR;
const TOKEN_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

function linkToken(prng: Prng): string {
  let out = "";
  for (let i = 0; i < 43; i++) out += TOKEN_ALPHABET[prng.below(TOKEN_ALPHABET.length)];
  return out;
}

export class DemoData {
  readonly links: PendingLink[] = [];

  constructor(
    private readonly w: SeedWriter,
    private readonly options: SeedOptions = {},
  ) {}

  build(): void {
    this.platform();
    this.businesses();
    this.people();
    this.settings();
    this.funding();
    this.harbor();
    this.unity();
    this.brightFutures();
    this.metro();
    this.metroRecipients();
    this.onboarding();
  }

  /** A seeded e-mail, written from the sandbox's message files like every e-mail it sends (English). */
  private mail(to: string, message: ComposedMessage, link: string | null, ms: number, prng: Prng) {
    this.w.insert("mailbox", {
      id: newId("mail", prng.below),
      kind: "email",
      to_address: to,
      subject: message.subject,
      body: message.body,
      language: message.language,
      link,
      created_at: iso(ms),
    });
  }

  private platform(): void {
    this.w.insert("clock", { id: 1, offset_ms: 0 });
  }

  private businesses(): void {
    const prng = new Prng("businesses");
    for (const b of SEED_BUSINESSES) {
      const created = b.parentId ? daysAgo(300) : daysAgo(400);
      const address = b.onboardingStatus === "active" ? randomAddress(prng, { firstName: "Shipping", lastName: "Desk" }) : null;
      this.w.insert("businesses", {
        id: b.id,
        parent_id: b.parentId,
        name: b.name,
        product_type: b.productType,
        onboarding_status: b.onboardingStatus,
        eligible_for_on_demand: b.eligibleForOnDemand,
        developer_tools_enabled: b.developerToolsEnabled,
        webhooks_enabled: b.webhooksEnabled,
        address_json: address ? JSON.stringify(address) : null,
        created_at: iso(created),
        updated_at: iso(created),
      });
    }
  }

  private people(): void {
    for (const u of SEED_USERS) {
      this.w.insert("users", {
        id: u.id,
        email: u.email,
        phone: u.phone,
        first_name: u.firstName,
        last_name: u.lastName,
        scope: u.scope,
        created_at: iso(daysAgo(390)),
        updated_at: iso(daysAgo(390)),
      });
      u.roles.forEach((r, position) => {
        this.w.insert("memberships", {
          user_id: u.id,
          business_id: r.businessId,
          role: r.role,
          position,
          created_at: iso(daysAgo(390) + position * MINUTE),
        });
      });
    }
    for (const ch of SEED_CARDHOLDERS) {
      this.w.insert("cardholders", {
        id: ch.id,
        email: ch.email,
        phone: ch.phone,
        first_name: ch.firstName,
        last_name: ch.lastName,
        pref_recent_transactions: "email",
        pref_card_declines: "email",
        pref_card_loads: ch.id === CARDHOLDER_IDS.maria ? "email" : "none",
        created_at: iso(daysAgo(200)),
        updated_at: iso(daysAgo(200)),
      });
    }
  }

  private settings(): void {
    const fundingSource = {
      label: "Funding Source",
      name: "Funding Source",
      data_type: "dropdown",
      data_options_json: JSON.stringify(["General Fund", "County Emergency Grant", "Private Donations"]),
    };
    const tsa = { label: "Salesforce TSA ID", name: "Salesforce TSA ID", data_type: "text", data_options_json: "[]" };
    const fundingTransfers = ["funding_account_deposit", fundingSource] as const;
    // Per business, its resource types in the settings' order, each with its one field. Unity's money
    // moves between the organization and its programs carry where the money came from.
    const presets: Array<[string, Array<readonly [string, typeof fundingSource]>]> = [
      [
        BUSINESS_IDS.harbor,
        [["loads", fundingSource], ["financial_account_load", fundingSource], ["business_load_history", fundingSource], fundingTransfers],
      ],
      [
        BUSINESS_IDS.unity,
        [["bank_transfers", tsa], ["business_bank_transfers", tsa], ["business_load_history", tsa], ["loads", tsa], fundingTransfers],
      ],
      [
        BUSINESS_IDS.unityRent,
        [
          ["bank_transfers", tsa],
          ["business_bank_transfers", tsa],
        ],
      ],
    ];
    for (const [businessId, fields] of presets) {
      const at = iso(daysAgo(120));
      this.w.insert("business_settings", { business_id: businessId, created_at: at, updated_at: at, write_token: null });
      fields.forEach(([resourceType, option], resourcePosition) => {
        this.w.insert("custom_field_options", {
          business_id: businessId,
          resource_type: resourceType,
          resource_position: resourcePosition,
          position: 0,
          ...option,
        });
      });
    }
  }

  private funding(): void {
    const prng = new Prng("funding");
    const balances: Record<string, number> = {
      [BUSINESS_IDS.harbor]: 25_000_000,
      [BUSINESS_IDS.unity]: 120_000_000,
      [BUSINESS_IDS.unityRent]: 8_500_000,
      [BUSINESS_IDS.unityFamily]: 4_200_000,
      [BUSINESS_IDS.unityRapid]: 1_500_000,
      [BUSINESS_IDS.unityYouth]: 900_000,
      [BUSINESS_IDS.metro]: 500_000_000,
      [BUSINESS_IDS.brightFutures]: 2_000_000,
    };
    const accountOf = new Map<string, string>();
    for (const [businessId, balance] of Object.entries(balances)) {
      const id = newId("fa", prng.below);
      accountOf.set(businessId, id);
      const name = SEED_BUSINESSES.find((b) => b.id === businessId)?.name ?? businessId;
      this.w.insert("funding_accounts", {
        id,
        business_id: businessId,
        name: `${name} funding`,
        balance_cents: balance,
        account_number: prng.digits(12),
        routing_number: "110000000",
        bank_name: "Sandbox Bank",
        updated_at: iso(daysAgo(1)),
      });
    }
    const deposit = (
      businessId: string,
      type: string,
      programId: string | null,
      outgoing: boolean,
      cents: number,
      ms: number,
      status = "completed",
      customFields: Record<string, string> = {},
    ) => {
      this.w.insert("funding_deposits", {
        id: newId("dep", prng.below),
        business_id: businessId,
        funding_account_id: accountOf.get(businessId) ?? "",
        deposit_type: type,
        program_id: programId,
        outgoing,
        amount_cents: cents,
        status,
        custom_fields_json: JSON.stringify(customFields),
        created_by: null,
        created_at: iso(ms),
      });
    };
    const sources = ["General Fund", "County Emergency Grant", "Private Donations"];
    for (let i = 0; i < 8; i++) {
      deposit(BUSINESS_IDS.harbor, "ach", null, false, prng.int(50, 400) * 10_000, daysAgo(20 * i + 3), i === 0 ? "pending" : "completed", {
        "Funding Source": prng.pick(sources),
      });
      deposit(BUSINESS_IDS.metro, "ach", null, false, prng.int(100, 900) * 100_000, daysAgo(25 * i + 5));
      deposit(BUSINESS_IDS.unity, "ach", null, false, prng.int(100, 500) * 100_000, daysAgo(30 * i + 2), i === 7 ? "failed" : "completed");
    }
    deposit(BUSINESS_IDS.brightFutures, "ach", null, false, 2_500_000, daysAgo(60));
    // Super business to programs and back: each move appears on both sides.
    const programs = [BUSINESS_IDS.unityRent, BUSINESS_IDS.unityFamily, BUSINESS_IDS.unityRapid, BUSINESS_IDS.unityYouth];
    programs.forEach((programId, i) => {
      const cents = prng.int(20, 90) * 100_000;
      const ms = daysAgo(45 - i * 7);
      deposit(BUSINESS_IDS.unity, "super_to_program", programId, true, cents, ms);
      deposit(programId, "super_to_program", programId, false, cents, ms);
    });
    deposit(BUSINESS_IDS.unity, "program_to_super", BUSINESS_IDS.unityYouth, false, 150_000, daysAgo(10));
    deposit(BUSINESS_IDS.unityYouth, "program_to_super", BUSINESS_IDS.unityYouth, true, 150_000, daysAgo(10));
    deposit(BUSINESS_IDS.unityFamily, "program_to_program", BUSINESS_IDS.unityRapid, true, 250_000, daysAgo(8));
    deposit(BUSINESS_IDS.unityRapid, "program_to_program", BUSINESS_IDS.unityFamily, false, 250_000, daysAgo(8));
  }

  /** Statuses and form factors that every portfolio covers first, then a weighted mix. */
  private static mix(prng: Prng, i: number): { status: CardStatus; formFactor: CardFormFactor } {
    const cover: Array<[CardStatus, CardFormFactor]> = [
      ["active", "physical"],
      ["active", "virtual"],
      ["locked", "physical"],
      ["locked", "virtual"],
      ["frozen", "physical"],
      ["frozen", "virtual"],
      ["closed", "physical"],
      ["closed", "virtual"],
    ];
    const fixed = cover[i];
    if (fixed) return { status: fixed[0], formFactor: fixed[1] };
    const roll = prng.next();
    const status: CardStatus = roll < 0.72 ? "active" : roll < 0.84 ? "locked" : roll < 0.92 ? "frozen" : "closed";
    return { status, formFactor: prng.chance(0.6) ? "physical" : "virtual" };
  }

  private harbor(): void {
    const prng = new Prng("harbor");
    const businessId = BUSINESS_IDS.harbor;
    const staffId = USER_IDS.harborAdmin;
    const specs: CardSpec[] = [];
    for (let i = 0; i < 158; i++) {
      // The last few are recent physical cards, so orders exist in every shipping state.
      const recent = i >= 150;
      const { status, formFactor } = recent ? { status: "active" as const, formFactor: "physical" as const } : DemoData.mix(prng, i);
      const created = recent ? daysAgo(i - 149, 2) : daysAgo(prng.int(12, 240), prng.int(0, 23));
      specs.push(newSpec(prng, businessId, formFactor, status, randomHolder(prng, "harbor-clients.test", i + 1), created));
    }
    const maria = SEED_CARDHOLDERS[0];
    specs.push({
      ...newSpec(prng, businessId, "physical", "active", { ...maria, phone: maria.phone }, daysAgo(150)),
      id: CARD_IDS.maria,
      pinSet: true,
      cardholderId: maria.id,
    });
    specs.push({
      ...newSpec(
        prng,
        businessId,
        "physical",
        "active",
        {
          firstName: UNLINKED_CARD.firstName,
          lastName: UNLINKED_CARD.lastName,
          email: UNLINKED_CARD.email,
          phone: UNLINKED_CARD.phone,
        },
        daysAgo(20),
      ),
      id: UNLINKED_CARD.id,
      last6: UNLINKED_CARD.last6,
      expiration: UNLINKED_CARD.expiration,
      pinSet: false,
    });
    specs.sort((a, b) => a.createdMs - b.createdMs);

    const orderOf = writeOrders(this.w, prng, businessId, specs, staffId, (p) => p.int(1, 8));
    writeOrderActivities(this.w, prng, businessId, specs, orderOf, staffId);

    const autoloadOf = this.autoloads(prng, businessId, staffId, specs);

    const loadCustomFields = () => ({ "Funding Source": prng.pick(["General Fund", "County Emergency Grant", "Private Donations"]) });
    specs.forEach((card, index) => {
      writeCard(this.w, card, index, {
        prng,
        businessId,
        activities: true,
        staffId,
        extraCleared: () => prng.int(1, 4),
        loadCustomFields,
        autoloadOf,
      });
    });

    this.tagsAndRules(prng, businessId, staffId, specs);
    this.notes(prng, businessId, specs);
    this.metadata(prng, businessId, specs);
    this.recipients(prng, businessId, staffId, 24, true);
  }

  private autoloads(prng: Prng, businessId: string, staffId: string, specs: readonly CardSpec[]): Map<string, string> {
    const active = specs.filter((c) => c.status === "active" && c.id !== UNLINKED_CARD.id);
    const plans = [
      { name: "Daily meal stipend", cents: 1500, frequency: "daily", next: "2026-11-02", end: "2027-01-31", status: "active" },
      { name: "Weekly transit pass", cents: 2500, frequency: "weekly", next: "2026-11-06", end: null, status: "active" },
      { name: "Monthly rent assistance", cents: 50000, frequency: "monthly", next: "2026-11-15", end: "2027-06-30", status: "active" },
      { name: "Month-end utilities", cents: 12000, frequency: "last_of_month", next: "2026-11-30", end: null, status: "active" },
      { name: "Summer youth program", cents: 4000, frequency: "weekly", next: null, end: "2026-08-31", status: "completed" },
      { name: "Winter coats drive", cents: 7500, frequency: "monthly", next: null, end: null, status: "cancelled" },
    ] as const;
    const memberOf = new Map<string, string>();
    let cursor = 0;
    for (const plan of plans) {
      const id = newId("al", prng.below);
      const created = daysAgo(prng.int(60, 150));
      this.w.insert("autoloads", {
        id,
        business_id: businessId,
        name: plan.name,
        amount_cents: plan.cents,
        frequency: plan.frequency,
        start_date: iso(created + DAY).slice(0, 10),
        end_date: plan.end,
        next_load_date: plan.next,
        status: plan.status,
        created_by: staffId,
        created_at: iso(created),
        updated_at: iso(created),
      });
      const count = prng.int(3, 12);
      for (let i = 0; i < count; i++) {
        const card = active[cursor++ % active.length];
        if (!card) break;
        this.w.insert("autoload_members", { autoload_id: id, card_id: card.id, added_at: iso(Math.max(created, card.createdMs) + HOUR) });
        if (plan.status === "active" && !memberOf.has(card.id)) memberOf.set(card.id, id);
      }
    }
    return memberOf;
  }

  private tagsAndRules(prng: Prng, businessId: string, staffId: string, specs: readonly CardSpec[]): void {
    const tags = [
      { name: "Emergency", color: "#D64545", amount: null },
      { name: "Housing", color: "#2F80ED", amount: 50000 },
      { name: "Youth", color: "#27AE60", amount: null },
      { name: "Food", color: "#F2994A", amount: 5000 },
      { name: "Transit", color: "", amount: 2500 },
    ].map((t) => ({ ...t, id: newId("tag", prng.below) }));
    for (const t of tags) {
      this.w.insert("tags", {
        id: t.id,
        business_id: businessId,
        name: t.name,
        color: t.color,
        amount_cents: t.amount,
        created_at: iso(daysAgo(200)),
      });
    }
    const staff = { type: "user" as const, id: staffId };
    for (const card of specs) {
      const chosen = prng.shuffle(tags).slice(0, prng.chance(0.5) ? prng.int(1, 2) : 0);
      for (const tag of chosen) {
        const ms = card.createdMs + DAY;
        this.w.insert("card_tags", { card_id: card.id, tag_id: tag.id, created_at: iso(ms) });
        writeCardActivity(this.w, prng, "card_tag_added", businessId, card.id, staff, ms, { tagId: tag.id, name: tag.name });
      }
    }
    const rules = [
      { name: "Daily limit $500", type: "velocity", amount: 50000, period: "day", categories: [] as string[], share: 0.3 },
      { name: "Single purchase up to $200", type: "velocity", amount: 20000, period: "transaction", categories: [], share: 0.1 },
      { name: "Essentials only", type: "merchant_allow", amount: null, period: null, categories: ESSENTIAL_CATEGORIES, share: 0.1 },
      {
        name: "No gambling, liquor or tobacco",
        type: "merchant_block",
        amount: null,
        period: null,
        categories: BLOCKED_CATEGORIES,
        share: 0.15,
      },
    ].map((r) => ({ ...r, id: newId("rule", prng.below) }));
    for (const r of rules) {
      this.w.insert("spend_rules", {
        id: r.id,
        business_id: businessId,
        name: r.name,
        type: r.type,
        velocity_amount_cents: r.amount,
        velocity_period: r.period,
        merchant_categories_json: JSON.stringify(r.categories),
        created_at: iso(daysAgo(220)),
        updated_at: iso(daysAgo(220)),
      });
    }
    for (const card of specs) {
      for (const r of rules) {
        if (card.status === "closed" || !prng.chance(r.share)) continue;
        const ms = card.createdMs + 2 * HOUR;
        this.w.insert("card_spend_rules", { card_id: card.id, spend_rule_id: r.id, created_at: iso(ms) });
        writeCardActivity(this.w, prng, "card_spend_rule_added", businessId, card.id, staff, ms, { spendRuleId: r.id });
      }
    }
  }

  private notes(prng: Prng, businessId: string, specs: readonly CardSpec[]): void {
    const texts = [
      "Called the holder to confirm the mailing address.",
      "Holder asked about using the card for bus passes; explained the spend rules.",
      "Replacement requested after the card was damaged.",
      "Follow up next week about the rent assistance paperwork.",
      "Holder reported a declined purchase at a pharmacy; merchant category was blocked.",
    ];
    specs.forEach((card, i) => {
      if (i % 5 !== 0 && card.id !== CARD_IDS.maria) return;
      const count = prng.int(1, 2);
      for (let n = 0; n < count; n++) {
        const ms = Math.min(card.createdMs + prng.int(2, 30) * DAY, SEED_DATE_MS - HOUR);
        this.w.insert("notes", {
          id: newId("note", prng.below),
          business_id: businessId,
          card_id: card.id,
          author_id: prng.chance(0.6) ? USER_IDS.harborCaseManager : USER_IDS.harborAdmin,
          text: prng.pick(texts),
          created_at: iso(ms),
          updated_at: iso(ms),
        });
      }
    });
  }

  private metadata(prng: Prng, businessId: string, specs: readonly CardSpec[]): void {
    specs.forEach((card, i) => {
      if (i % 4 !== 0) return;
      this.w.insert("metadata", {
        business_id: businessId,
        target_type: "card",
        target_id: card.id,
        key: "caseNumber",
        value: `HRN-2026-${String(i + 1).padStart(4, "0")}`,
        updated_at: iso(card.createdMs + HOUR),
      });
      if (prng.chance(0.5)) {
        this.w.insert("metadata", {
          business_id: businessId,
          target_type: "card",
          target_id: card.id,
          key: "caseworker",
          value: prng.pick(["Carmen Diaz", "Hannah Reyes"]),
          updated_at: iso(card.createdMs + HOUR),
        });
      }
    });
  }

  /** Recipients in every intake status with transfers in every status. */
  private recipients(prng: Prng, businessId: string, staffId: string, count: number, withAmina: boolean): void {
    const statuses: RecipientIntakeStatus[] = [
      "awaiting_recipient",
      "pending_verification",
      "bank_account_verified",
      "verification_failed",
    ];
    const failureReasons = [
      "closed_account",
      "invalid_account_number",
      "invalid_routing_number",
      "blocked_account",
      "deceased_owner",
    ] as const;
    const transferStatuses: TransferStatus[] = ["created", "processing", "completed", "failed"];
    const staff = { type: "user" as const, id: staffId };
    type RecipientActor = { type: "user" | "recipient" | "system"; id: string | null };
    const recipientActivity = (
      type: string,
      targetId: string,
      ms: number,
      actor: RecipientActor,
      details: Record<string, string | number> = {},
    ) =>
      this.w.insert("activities", {
        id: newId("act", prng.below),
        type,
        business_id: businessId,
        target_type: "recipient",
        target_id: targetId,
        actor_type: actor.type,
        actor_id: actor.id,
        details_json: JSON.stringify(details),
        created_at: iso(ms),
      });
    const names = prng.shuffle(RECIPIENT_NAMES);
    let transferIndex = 0;
    for (let i = 0; i < count; i++) {
      const isAmina = withAmina && i === 0;
      const status: RecipientIntakeStatus = isAmina ? "awaiting_recipient" : (statuses[i % statuses.length] ?? "bank_account_verified");
      const name = isAmina ? AMINA.name : (names[i % names.length] ?? "Alex Doe");
      const id = isAmina ? AMINA.id : newId("rcp", prng.below);
      const email = isAmina
        ? AMINA.email
        : `${name
            .normalize("NFD")
            .replace(/[^A-Za-z]/g, "")
            .toLowerCase()}.${i}@recipient.test`;
      const created = isAmina ? daysAgo(2) : daysAgo(prng.int(15, 200));
      const failure = status === "verification_failed" ? (failureReasons[i % failureReasons.length] ?? "closed_account") : null;
      this.w.insert("recipients", {
        id,
        business_id: businessId,
        name,
        name_key: name.toLowerCase(),
        email,
        phone: prng.chance(0.4) ? `555020${prng.digits(4)}` : null,
        intake_status: status,
        verification_failure_reason: failure,
        created_at: iso(created),
        updated_at: iso(created + 3 * DAY),
      });
      recipientActivity("recipient_created", id, created, staff);
      if (status === "awaiting_recipient") {
        const token = linkToken(prng);
        this.links.push({ token, purpose: "recipient_intake", businessId, subjectId: id, createdMs: created });
        const sentMs = created + MINUTE;
        this.mail(
          email,
          intakeLinkMail("en", name, organizationOf(businessId)),
          `/setup-payment/${businessId}/recipient?token=${token}`,
          sentMs,
          prng,
        );
        recipientActivity("recipient_intake_email_sent", id, sentMs, { type: "system", id: null });
        continue;
      }
      const bankAccountId = newId("ba", prng.below);
      const submitted = created + prng.int(1, 5) * DAY;
      const routing = prng.pick(["011000015", "021000089", "026009593", "121000358"]);
      const verification = status === "pending_verification" ? "pending" : status === "bank_account_verified" ? "verified" : "failed";
      this.w.insert("bank_accounts", {
        id: bankAccountId,
        recipient_id: id,
        business_id: businessId,
        account_holder_name: name,
        account_type: prng.chance(0.8) ? "checking" : "savings",
        account_number_last4: prng.digits(4),
        routing_number: routing,
        routing_number_last4: routing.slice(-4),
        bank_name: prng.pick(BANK_NAMES),
        source: prng.chance(0.5) ? "manual" : "bank_link",
        verification_status: verification,
        failure_reason: failure,
        // Seeded pending verifications are fixtures of the demo and stay pending (no due time); details
        // added through the sandbox are verified by the clock (docs/decisions/0080-bank-transfer-sandbox.md).
        verification_due_at: null,
        planned_failure_reason: null,
        transfer_failure_reason: null,
        created_at: iso(submitted),
        updated_at: iso(submitted + DAY),
        deleted_at: null,
      });
      const recipientActor = { type: "recipient" as const, id };
      recipientActivity("bank_account_added", id, submitted, recipientActor, { bankAccountId });
      recipientActivity("bank_account_submitted_for_verification", id, submitted + MINUTE, { type: "system", id: null });
      if (verification === "verified") recipientActivity("bank_account_verified", id, submitted + 2 * DAY, { type: "system", id: null });
      if (verification === "failed") {
        recipientActivity(
          "bank_account_verification_failed",
          id,
          submitted + 2 * DAY,
          { type: "system", id: null },
          { reason: failure ?? "" },
        );
      }
      if (verification !== "verified") continue;
      const transfers = prng.int(1, 4);
      for (let t = 0; t < transfers; t++) {
        const tStatus: TransferStatus = transferStatuses[transferIndex++ % transferStatuses.length] ?? "completed";
        const ms =
          tStatus === "created" || tStatus === "processing" ? SEED_DATE_MS - prng.int(1, 20) * HOUR : submitted + prng.int(3, 60) * DAY;
        const createdMs = Math.min(ms, SEED_DATE_MS - HOUR);
        const transferId = newId("trf", prng.below);
        const speed = prng.pick(["ach", "ach", "sameday_ach", "instant"] as const);
        const doneMs = createdMs + (speed === "instant" ? HOUR : speed === "sameday_ach" ? 8 * HOUR : 2 * DAY);
        this.w.insert("transfers", {
          id: transferId,
          business_id: businessId,
          recipient_id: id,
          bank_account_id: bankAccountId,
          amount_cents: prng.int(25, 2500) * 100,
          speed,
          status: tStatus,
          failure_reason: tStatus === "failed" ? prng.pick(transferFailureReasons) : null,
          memo: prng.pick(["Rent assistance", "Stipend", "Emergency relief", "Reimbursement", null]),
          custom_fields_json: JSON.stringify(businessId === BUSINESS_IDS.harbor ? {} : { "Salesforce TSA ID": `TSA-${prng.digits(6)}` }),
          created_by: staffId,
          created_at: iso(createdMs),
          updated_at: iso(tStatus === "completed" || tStatus === "failed" ? doneMs : createdMs),
          // Seeded created and processing transfers are fixtures and keep their status (no next step).
          next_step_at: null,
          funding_account_id: null,
          expected_completion_at: iso(doneMs),
          completed_at: tStatus === "completed" ? iso(doneMs) : null,
        });
        recipientActivity("bank_transfer_initiated", id, createdMs, staff, { transferId });
      }
    }
  }

  private portfolio(
    prng: Prng,
    businessId: string,
    staffId: string,
    count: number,
    domain: string,
    extra: (specs: CardSpec[]) => void = () => {},
  ): CardSpec[] {
    const specs: CardSpec[] = [];
    for (let i = 0; i < count; i++) {
      const { status, formFactor } = DemoData.mix(prng, i);
      specs.push(
        newSpec(prng, businessId, formFactor, status, randomHolder(prng, domain, i + 1), daysAgo(prng.int(5, 200), prng.int(0, 23))),
      );
    }
    extra(specs);
    specs.sort((a, b) => a.createdMs - b.createdMs);
    const orderOf = writeOrders(this.w, prng, businessId, specs, staffId, (p) => p.int(1, 10));
    writeOrderActivities(this.w, prng, businessId, specs, orderOf, staffId);
    specs.forEach((card, index) => {
      writeCard(this.w, card, index, {
        prng,
        businessId,
        activities: true,
        staffId,
        extraCleared: () => prng.int(1, 3),
        loadCustomFields:
          businessId === BUSINESS_IDS.unityFamily || businessId === BUSINESS_IDS.unityYouth
            ? () => ({ "Salesforce TSA ID": `TSA-${prng.digits(6)}` })
            : undefined,
      });
    });
    return specs;
  }

  private unity(): void {
    const prng = new Prng("unity");
    this.portfolio(prng, BUSINESS_IDS.unityFamily, USER_IDS.unityCardsProgram, 40, "unity-families.test");
    this.portfolio(prng, BUSINESS_IDS.unityYouth, USER_IDS.unitySuper, 20, "unity-youth.test");
    // On-demand virtual cards, three of them not activated yet.
    const rapid: CardSpec[] = [];
    for (let i = 0; i < 8; i++) {
      rapid.push(
        newSpec(
          prng,
          BUSINESS_IDS.unityRapid,
          "virtual",
          i < 3 ? "inactive" : "active",
          randomHolder(prng, "unity-rapid.test", i + 1),
          daysAgo(prng.int(1, 30)),
        ),
      );
    }
    rapid.sort((a, b) => a.createdMs - b.createdMs);
    const orderOf = writeOrders(this.w, prng, BUSINESS_IDS.unityRapid, rapid, USER_IDS.unitySuper, () => 1);
    writeOrderActivities(this.w, prng, BUSINESS_IDS.unityRapid, rapid, orderOf, USER_IDS.unitySuper);
    rapid.forEach((card, index) => {
      writeCard(this.w, card, index, {
        prng,
        businessId: BUSINESS_IDS.unityRapid,
        activities: true,
        staffId: USER_IDS.unitySuper,
        extraCleared: () => 1,
      });
    });
    this.recipients(prng, BUSINESS_IDS.unityRent, USER_IDS.unityProgram, 16, false);
  }

  private brightFutures(): void {
    const prng = new Prng("brightfutures");
    const lee = SEED_CARDHOLDERS[1];
    this.portfolio(prng, BUSINESS_IDS.brightFutures, USER_IDS.metroAdmin, 10, "brightfutures-students.test", (specs) => {
      specs.push({
        ...newSpec(prng, BUSINESS_IDS.brightFutures, "virtual", "active", { ...lee, phone: null }, daysAgo(90)),
        id: CARD_IDS.lee,
        cardholderId: lee.id,
      });
    });
    this.mail(
      lee.email,
      composeMail(
        "en",
        { subject: "virtualCard.subject", body: "virtualCard.body" },
        { name: lee.firstName, organization: "Bright Futures Fund" },
      ),
      "/brightfutures",
      daysAgo(90) + HOUR,
      prng,
    );
  }

  private metro(): void {
    const prng = new Prng("metro");
    const businessId = BUSINESS_IDS.metro;
    const staffId = USER_IDS.metroAdmin;
    const count = this.options.metroCards ?? DEFAULT_METRO_CARDS;
    const specs: CardSpec[] = [];
    for (let i = 0; i < count; i++) {
      const roll = prng.next();
      const first = (["active", "locked", "frozen", "closed"] as const)[i];
      const status: CardStatus = first ?? (roll < 0.85 ? "active" : roll < 0.92 ? "locked" : roll < 0.96 ? "frozen" : "closed");
      specs.push(
        newSpec(
          prng,
          businessId,
          prng.chance(0.8) ? "physical" : "virtual",
          status,
          randomHolder(prng, "metro-members.test", i + 1),
          daysAgo(prng.int(5, 365), prng.int(0, 23)),
        ),
      );
    }
    specs.sort((a, b) => a.createdMs - b.createdMs);
    writeOrders(this.w, prng, businessId, specs, staffId, () => 100);
    // 10 or 11 purchases per card: one of each kind plus cleared ones (at least 100,000 in all).
    specs.forEach((card, index) => {
      writeCard(this.w, card, index, {
        prng,
        businessId,
        activities: false,
        staffId,
        extraCleared: (i) => 6 + (i % 4 === 0 ? 1 : 0),
      });
    });
  }

  /**
   * Metro's recipients for the recipients list bench (10,000 in the demo): every intake status,
   * bank accounts for those past intake, no activities or transfers (like Metro's cards, to keep the
   * seed fast). Their own PRNG stream, so Metro's cards do not change with it.
   */
  private metroRecipients(): void {
    const prng = new Prng("metro-recipients");
    const businessId = BUSINESS_IDS.metro;
    const count = this.options.metroRecipients ?? this.options.metroCards ?? DEFAULT_METRO_CARDS;
    const statuses: RecipientIntakeStatus[] = [
      "bank_account_verified",
      "bank_account_verified",
      "awaiting_recipient",
      "pending_verification",
      "verification_failed",
    ];
    for (let i = 0; i < count; i++) {
      const holder = randomHolder(prng, "metro-recipients.test", i + 1);
      const name = `${holder.firstName} ${holder.lastName}`;
      const id = newId("rcp", prng.below);
      const status = statuses[i % statuses.length] ?? "awaiting_recipient";
      const failure =
        status === "verification_failed"
          ? (bankVerificationFailureReasons[i % bankVerificationFailureReasons.length] ?? "closed_account")
          : null;
      const created = daysAgo(prng.int(1, 365), prng.int(0, 23));
      this.w.insert("recipients", {
        id,
        business_id: businessId,
        name,
        name_key: name.toLowerCase(),
        email: `recipient.${i + 1}@metro-recipients.test`,
        phone: null,
        intake_status: status,
        verification_failure_reason: failure,
        created_at: iso(created),
        updated_at: iso(created),
      });
      if (status === "awaiting_recipient") continue;
      const routing = "026009593";
      this.w.insert("bank_accounts", {
        id: newId("ba", prng.below),
        recipient_id: id,
        business_id: businessId,
        account_holder_name: name,
        account_type: "checking",
        account_number_last4: prng.digits(4),
        routing_number: routing,
        routing_number_last4: routing.slice(-4),
        bank_name: "Bank of America",
        source: "manual",
        verification_status: status === "pending_verification" ? "pending" : status === "bank_account_verified" ? "verified" : "failed",
        failure_reason: failure,
        verification_due_at: null,
        planned_failure_reason: null,
        transfer_failure_reason: null,
        created_at: iso(created + HOUR),
        updated_at: iso(created + DAY),
        deleted_at: null,
      });
    }
  }

  private onboarding(): void {
    const prng = new Prng("onboarding");
    const at = (ms: number) => iso(ms);
    // Cedar: just started (business info step); its onboarding link is in the mailbox.
    this.w.insert("onboarding_applications", {
      business_id: BUSINESS_IDS.cedar,
      legal_name: null,
      dba_name: null,
      legal_structure: null,
      ein: null,
      phone: null,
      website: null,
      address_json: null,
      description: null,
      submitted_at: null,
      applicant_email: "director@cedar.test",
      updated_at: at(daysAgo(3)),
    });
    const cedarToken = linkToken(prng);
    this.links.push({ token: cedarToken, purpose: "onboarding", businessId: BUSINESS_IDS.cedar, subjectId: null, createdMs: daysAgo(3) });
    this.mail(
      "director@cedar.test",
      composeMail("en", { subject: "onboarding.linkSubject", body: "onboarding.linkBody" }, { business: "Cedar Youth Collective" }),
      `/${BUSINESS_IDS.cedar}/businessInfo?token=${cedarToken}`,
      daysAgo(3) + MINUTE,
      prng,
    );

    // Willow: submitted, waiting for one of its beneficial owners.
    this.w.insert("onboarding_applications", {
      business_id: BUSINESS_IDS.willow,
      legal_name: "Willow Street Pantry Inc.",
      dba_name: "Willow Street Pantry",
      legal_structure: "NON_PROFIT",
      ein: "471234567",
      phone: "5550107788",
      website: "https://willowstreetpantry.test",
      address_json: JSON.stringify({ addressOne: "218 Willow St", city: "Richmond", state: "VA", zip: "23219" }),
      description: "Neighborhood food pantry giving groceries and prepaid grocery cards to families in Richmond.",
      submitted_at: at(daysAgo(6)),
      applicant_email: "grace@willow.test",
      updated_at: at(daysAgo(6)),
    });
    const person = (
      kind: "primary" | "beneficial_owner",
      firstName: string,
      lastName: string,
      email: string,
      title: string | null,
      ownership: number | null,
      status: "pending" | "submitted",
    ) => {
      const id = newId("obp", prng.below);
      this.w.insert("onboarding_persons", {
        id,
        business_id: BUSINESS_IDS.willow,
        kind,
        person_type: "person",
        first_name: firstName,
        last_name: lastName,
        email,
        phone: null,
        title,
        ownership_percent: ownership,
        date_of_birth: status === "submitted" ? "1979-04-12" : null,
        ssn_last4: status === "submitted" ? prng.digits(4) : null,
        address_json: null,
        status,
        created_at: at(daysAgo(8)),
        updated_at: at(daysAgo(status === "submitted" ? 6 : 8)),
      });
      return id;
    };
    person("primary", "Grace", "Whitfield", "grace@willow.test", "PRESIDENT", 40, "submitted");
    person("beneficial_owner", "Grace", "Whitfield", "grace@willow.test", "PRESIDENT", 40, "submitted");
    const pendingOwner = person("beneficial_owner", "Omar", "Haddad", "omar@willow.test", "TREASURER", 30, "pending");
    const ownerToken = linkToken(prng);
    this.links.push({
      token: ownerToken,
      purpose: "beneficial_owner",
      businessId: BUSINESS_IDS.willow,
      subjectId: pendingOwner,
      createdMs: daysAgo(6),
    });
    this.mail(
      "omar@willow.test",
      composeMail(
        "en",
        { subject: "onboarding.ownerSubject", body: "onboarding.ownerBody" },
        { name: "Omar", business: "Willow Street Pantry" },
      ),
      `/${BUSINESS_IDS.willow}/beneficialOwnerForm/${pendingOwner}/info?token=${ownerToken}`,
      daysAgo(6) + MINUTE,
      prng,
    );
  }

  /** Stores the link tokens, hashed. */
  async writeLinks(hash: (token: string) => Promise<string>): Promise<void> {
    for (const link of this.links) {
      this.w.insert("link_tokens", {
        token_hash: await hash(link.token),
        purpose: link.purpose,
        business_id: link.businessId,
        subject_id: link.subjectId,
        created_at: iso(link.createdMs),
        expires_at: NEVER,
        revoked_at: null,
      });
    }
  }
}
