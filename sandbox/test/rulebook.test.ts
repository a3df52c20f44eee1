/**
 * One rulebook (docs/decisions/0045-one-rulebook.md): the same good and bad inputs go through the
 * domain rule the app validates its forms with, the contract's request schema, and a real sandbox
 * call; every layer must give the same verdict ("ok" or the refused rule's message key), and the
 * sandbox's 400 must carry that key on the field's path with the key's English text.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { bankTransfers } from "#contract/bankTransfers";
import { cards } from "#contract/cards";
import type { Endpoint, FieldIssue } from "#contract/common";
import { identity } from "#contract/identity";
import { users } from "#contract/users";
import { englishMessage, type ValidationMessageKey } from "#domain/messages";
import { bankTransferAmountSchema, loadAmountSchema, tagAmountSchema } from "#domain/money";
import {
  accountNumberSchema,
  accountTypeSchema,
  addressOneSchema,
  addressTwoSchema,
  cardIdSchema,
  citySchema,
  codeSchema,
  colorSchema,
  emailSchema,
  expirationSchema,
  firstNameSchema,
  identifierSchema,
  lastDigitsSchema,
  lastNameSchema,
  nameOnAccountSchema,
  passwordSchema,
  phoneSchema,
  pinSchema,
  routingNumberSchema,
  shipmentMethodSchema,
  stateSchema,
  zipSchema,
} from "#domain/validation";
import { toFieldIssues } from "#sandbox/http/errors";
import { BUSINESS_IDS, CARD_IDS } from "#sandbox/seed/personas";
import { call, seedSmall } from "./helpers";
import { as } from "./helpers/session";

beforeAll(seedSmall);

type Verdict = "ok" | ValidationMessageKey;
/** A value as the provider receives it, its verdict, and (for amounts) the text a person types in the form. */
type Case = { value: unknown; verdict: Verdict; typed?: string };
type Request = { params: Record<string, string>; body?: unknown };

type Family = {
  name: string;
  /** The domain rule the app's forms use. */
  domain: z.ZodType;
  endpoint: Endpoint;
  /** The issue path of the field, led by the request part (`body.cards.0.email`). */
  path: string;
  /** A request that is valid except, perhaps, for the value under test. */
  request: (value: unknown) => Request;
  /** Whether the sandbox serves the endpoint. */
  served: boolean;
  /** Sign in as this business user for bearer endpoints. */
  as?: string;
  cases: Case[];
};

const harbor = BUSINESS_IDS.harbor;
const ok = (value: unknown, typed?: string): Case => ({ value, verdict: "ok", typed });
const bad = (value: unknown, verdict: ValidationMessageKey, typed?: string): Case => ({ value, verdict, typed });

const holder = { firstName: "Ana", lastName: "Reyes", email: "ana.reyes@example.test" };
const street = { addressOne: "1 Harbor Way", city: "Boston", state: "MA", zip: "02110" };
const orderWith = (address: Record<string, unknown>, shippingMethod: unknown = "USPS_GROUND"): Request => ({
  params: { id: harbor },
  body: { shippingMethod, cards: [{ ...holder, address: { firstName: "Ana", lastName: "Reyes", ...street, ...address } }] },
});
const virtualCardWith = (fields: Record<string, unknown>): Request => ({
  params: { id: harbor },
  body: { cards: [{ ...holder, ...fields }] },
});
const bankAccount = {
  accountHolderName: "Amina Yusuf",
  accountType: "checking",
  accountNumber: "000123456789",
  routingNumber: "021000021",
};
const recipientWith = (fields: Record<string, unknown>): Request => ({
  params: {},
  body: { businessId: "biz_unity_rent", name: "Amina Yusuf", email: "amina@example.test", bankAccount: { ...bankAccount, ...fields } },
});

const FAMILIES: Family[] = [
  {
    name: "e-mail",
    domain: emailSchema,
    endpoint: cards.createVirtualCards,
    path: "body.cards.0.email",
    request: (email) => virtualCardWith({ email }),
    served: true,
    as: "admin@harbor.test",
    cases: [
      ok("rule.book@example.test"),
      ok("  Rule.Book@Example.TEST "),
      bad("rule.book@", "emailInvalid"),
      bad("", "emailRequired"),
      bad(undefined, "emailRequired"),
    ],
  },
  {
    name: "phone",
    domain: phoneSchema,
    endpoint: cards.createVirtualCards,
    path: "body.cards.0.phone",
    request: (phone) => virtualCardWith({ phone }),
    served: true,
    as: "admin@harbor.test",
    cases: [
      ok("5550100100"),
      ok(" 5550100101 "),
      ok("555-010-0100"),
      ok("+1 (555) 010-0100"),
      bad("555-010-010", "phoneInvalid"),
      bad("+44 20 7946 0958", "phoneInvalid"),
    ],
  },
  {
    name: "first name",
    domain: firstNameSchema,
    endpoint: cards.createVirtualCards,
    path: "body.cards.0.firstName",
    request: (firstName) => virtualCardWith({ firstName }),
    served: true,
    as: "admin@harbor.test",
    cases: [
      ok("Mary Ann"),
      bad("José", "firstNameInvalid"),
      bad("Ana:", "firstNameInvalid"),
      bad("   ", "firstNameRequired"),
      bad("a".repeat(256), "firstNameInvalid"),
    ],
  },
  {
    name: "last name",
    domain: lastNameSchema,
    endpoint: cards.createVirtualCards,
    path: "body.cards.0.lastName",
    request: (lastName) => virtualCardWith({ lastName }),
    served: true,
    as: "admin@harbor.test",
    cases: [ok("De La Cruz"), bad("O'Brien", "lastNameInvalid"), bad("", "lastNameRequired")],
  },
  {
    name: "password",
    domain: passwordSchema,
    endpoint: identity.confirmPasswordReset,
    path: "body.password",
    request: (password) => ({ params: {}, body: { token: "t".repeat(32), password } }),
    served: true,
    cases: [
      ok("Sandbox#2026"),
      ok("abcd efg1!"),
      bad("abcd efg1", "passwordInvalid"),
      bad("abcdefg1 ", "passwordInvalid"),
      bad("abcdefgh!", "passwordInvalid"),
      bad("abc1!", "passwordInvalid"),
      bad("", "passwordRequired"),
    ],
  },
  {
    name: "identifier",
    domain: identifierSchema,
    endpoint: users.passwordReset,
    path: "body.identifier",
    request: (identifier) => ({ params: {}, body: { identifier } }),
    served: true,
    cases: [
      ok("Nobody@Example.test"),
      ok("5550109999"),
      ok("555-010-9999"),
      bad("555-010-999", "identifierInvalid"),
      bad("nobody@", "identifierInvalid"),
      bad("", "identifierInvalid"),
    ],
  },
  {
    name: "one-time code",
    domain: codeSchema,
    endpoint: users.verifyOtp,
    path: "body.code",
    request: (code) => ({ params: {}, body: { realm: "business", identifier: "nobody@example.test", code } }),
    served: true,
    cases: [ok("123456"), ok(" 123456 "), bad("12345", "codeInvalid"), bad("12345a", "codeInvalid")],
  },
  {
    name: "PIN",
    domain: pinSchema,
    endpoint: cards.setPinUnauthenticated,
    path: "body.pin",
    request: (pin) => ({ params: { id: CARD_IDS.unlinked }, body: { last6: "000000", expiration: "01/30", pin } }),
    served: true,
    cases: [ok("4321"), bad("432", "pinLength"), bad("43215", "pinLength"), bad("43a1", "pinLength")],
  },
  {
    name: "last 6",
    domain: lastDigitsSchema,
    endpoint: cards.setPinUnauthenticated,
    path: "body.last6",
    request: (last6) => ({ params: { id: CARD_IDS.unlinked }, body: { last6, expiration: "01/30", pin: "4321" } }),
    served: true,
    cases: [ok("000000"), bad("00000", "lastDigitsInvalid"), bad("00000a", "lastDigitsInvalid")],
  },
  {
    name: "expiration",
    domain: expirationSchema,
    endpoint: cards.setPinUnauthenticated,
    path: "body.expiration",
    request: (expiration) => ({ params: { id: CARD_IDS.unlinked }, body: { last6: "000000", expiration, pin: "4321" } }),
    served: true,
    cases: [ok("12/29"), bad("13/29", "expirationInvalid"), bad("1/29", "expirationInvalid"), bad("12/2029", "expirationInvalid")],
  },
  {
    name: "card ID",
    domain: cardIdSchema,
    endpoint: cards.getBalance,
    path: "params.id",
    request: (id) => ({ params: { id: String(id) } }),
    served: true,
    as: "admin@harbor.test",
    cases: [
      ok(CARD_IDS.maria),
      ok(CARD_IDS.maria.toLowerCase()),
      bad("HB4M7R2KQ", "cardIdInvalid"),
      bad("HB4M7R2KQ9X", "cardIdInvalid"),
      bad("HB4M7R2KQ-", "cardIdInvalid"),
    ],
  },
  {
    name: "address one",
    domain: addressOneSchema,
    endpoint: cards.orderAndShip,
    path: "body.cards.0.address.addressOne",
    request: (addressOne) => orderWith({ addressOne }),
    served: true,
    as: "admin@harbor.test",
    cases: [
      ok("12B Elm Street"),
      ok("PSC 1234, Box 5678"),
      bad("P.O. Box 12", "addressOnePoBox"),
      bad("Elm Street", "addressOneRetry"),
      bad("", "addressOneInvalid"),
    ],
  },
  {
    name: "address two",
    domain: addressTwoSchema,
    endpoint: cards.orderAndShip,
    path: "body.cards.0.address.addressTwo",
    request: (addressTwo) => orderWith({ addressTwo }),
    served: true,
    as: "admin@harbor.test",
    cases: [ok("Apt #4-B"), ok(""), bad("PO Box 9", "addressTwoPoBox"), bad("Apt 4!", "addressTwoSpecialCharacters")],
  },
  {
    name: "city",
    domain: citySchema,
    endpoint: cards.orderAndShip,
    path: "body.cards.0.address.city",
    request: (city) => orderWith({ city }),
    served: true,
    as: "admin@harbor.test",
    cases: [ok("St. Paul"), bad("Coeur d'Alene", "cityInvalid"), bad("", "cityRequired")],
  },
  {
    name: "state",
    domain: stateSchema,
    endpoint: cards.orderAndShip,
    path: "body.cards.0.address.state",
    request: (state) => orderWith({ state }),
    served: true,
    as: "admin@harbor.test",
    cases: [ok("ny"), ok("AE"), bad("ZZ", "stateInvalid"), bad("New York", "stateInvalid"), bad("", "stateRequired")],
  },
  {
    name: "zip",
    domain: zipSchema,
    endpoint: cards.orderAndShip,
    path: "body.cards.0.address.zip",
    request: (zip) => orderWith({ zip }),
    served: true,
    as: "admin@harbor.test",
    cases: [ok("02110"), bad("0211", "zipInvalid"), bad("02110-1234", "zipInvalid")],
  },
  {
    name: "shipment method",
    domain: shipmentMethodSchema,
    endpoint: cards.orderAndShip,
    path: "body.shippingMethod",
    request: (method) => orderWith({}, method),
    served: true,
    as: "admin@harbor.test",
    cases: [ok("USPS_PRIORITY"), bad("UPS_GROUND", "shipmentMethodInvalid"), bad("CARRIER_PIGEON", "shipmentMethodInvalid")],
  },
  {
    name: "colour",
    domain: colorSchema,
    endpoint: cards.tagCards,
    path: "body.color",
    request: (color) => ({ params: { id: harbor }, body: { name: "Rulebook", color, cardIds: [CARD_IDS.maria] } }),
    served: true,
    as: "admin@harbor.test",
    cases: [ok("#1F6FEB"), ok("#abc"), ok(""), bad("1F6FEB", "colorInvalid"), bad("#abcd", "colorInvalid"), bad("red", "colorInvalid")],
  },
  {
    name: "tag amount",
    domain: tagAmountSchema,
    endpoint: cards.tagCards,
    path: "body.amountCents",
    request: (amountCents) => ({ params: { id: harbor }, body: { name: "Rulebook amount", amountCents, cardIds: [CARD_IDS.maria] } }),
    served: true,
    as: "admin@harbor.test",
    cases: [ok(0, "0"), ok(12_345_678, "123456.78"), bad(-1, "amountInvalid", "-0.01")],
  },
  {
    name: "load amount",
    domain: loadAmountSchema,
    endpoint: cards.load,
    path: "body.loads.0.amountCents",
    request: (amountCents) => ({ params: { id: harbor }, body: { loads: [{ cardId: CARD_IDS.maria, amountCents }] } }),
    served: true,
    as: "admin@harbor.test",
    cases: [
      ok(1, "0.01"),
      ok(999_900, "$9,999.00"),
      bad(999_901, "loadAmountMax", "9999.01"),
      bad(1_000_000, "loadAmountMax", "10,000.00"),
      bad(0, "amountPositive", "0.00"),
    ],
  },
  {
    name: "bank transfer amount",
    domain: bankTransferAmountSchema,
    endpoint: bankTransfers.createTransfer,
    path: "body.amountCents",
    request: (amountCents) => ({
      params: {},
      body: { businessId: "biz_unity_rent", recipientId: "rcp_1", amountCents, speed: "ach" },
    }),
    served: true,
    as: "program@unity.test",
    cases: [ok(5_000_000, "50,000.00"), bad(5_000_001, "bankTransferAmountMax", "50000.01"), bad(0, "amountPositive", "0")],
  },
  {
    name: "routing number",
    domain: routingNumberSchema,
    endpoint: bankTransfers.createRecipientWithBankAccount,
    path: "body.bankAccount.routingNumber",
    request: (routingNumber) => recipientWith({ routingNumber }),
    served: true,
    as: "program@unity.test",
    cases: [
      ok("021000021"),
      bad("021000022", "routingNumberCheckDigit"),
      bad("02100002", "routingNumberInvalid"),
      bad("", "routingNumberRequired"),
    ],
  },
  {
    name: "account number",
    domain: accountNumberSchema,
    endpoint: bankTransfers.createRecipientWithBankAccount,
    path: "body.bankAccount.accountNumber",
    request: (accountNumber) => recipientWith({ accountNumber }),
    served: true,
    as: "program@unity.test",
    cases: [
      ok("1".repeat(17)),
      bad("1".repeat(18), "accountNumberInvalid"),
      bad("1234-5678", "accountNumberInvalid"),
      bad("", "accountNumberRequired"),
    ],
  },
  {
    name: "name on account",
    domain: nameOnAccountSchema,
    endpoint: bankTransfers.createRecipientWithBankAccount,
    path: "body.bankAccount.accountHolderName",
    request: (accountHolderName) => recipientWith({ accountHolderName }),
    served: true,
    as: "program@unity.test",
    cases: [ok("Amina Yusuf"), ok("Chase Bank"), bad("Amina", "nameOnAccountTwoWords"), bad("", "nameOnAccountRequired")],
  },
  {
    name: "account type",
    domain: accountTypeSchema,
    endpoint: bankTransfers.createRecipientWithBankAccount,
    path: "body.bankAccount.accountType",
    request: (accountType) => recipientWith({ accountType }),
    served: true,
    as: "program@unity.test",
    cases: [ok("savings"), bad("brokerage", "accountTypeInvalid")],
  },
];

function domainVerdict(family: Family, c: Case): Verdict {
  const result = family.domain.safeParse(c.typed ?? c.value);
  if (result.success) return "ok";
  expect(result.error.issues).toHaveLength(1);
  return result.error.issues[0]?.message as ValidationMessageKey;
}

/** The issue on the family's path, if any, among issues of a whole request. */
function issueAt(family: Family, issues: readonly FieldIssue[]): FieldIssue | undefined {
  const here = issues.filter((i) => i.path === family.path);
  expect(here.length).toBeLessThanOrEqual(1);
  return here[0];
}

function verdictOf(issue: FieldIssue | undefined): Verdict | "unkeyed" {
  if (!issue) return "ok";
  return issue.key ?? "unkeyed";
}

function contractVerdict(family: Family, c: Case): Verdict | "unkeyed" {
  const request = family.request(c.value);
  const issues: FieldIssue[] = [];
  const params = family.endpoint.params?.safeParse(request.params);
  if (params && !params.success) issues.push(...toFieldIssues(params.error.issues, "params"));
  const body = family.endpoint.body?.safeParse(request.body);
  if (body && !body.success) issues.push(...toFieldIssues(body.error.issues, "body"));
  return verdictOf(issueAt(family, issues));
}

function pathOf(endpoint: Endpoint, params: Record<string, string>): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
}

async function sandboxVerdict(family: Family, c: Case): Promise<Verdict | "unkeyed"> {
  const request = family.request(c.value);
  const token = family.as ? (await as(family.as)).token : undefined;
  const reply = await call<{ code?: string; issues?: FieldIssue[] }>(family.endpoint.method, pathOf(family.endpoint, request.params), {
    token,
    body: request.body,
  });
  if (reply.status !== 400 || reply.body.code !== "validation_failed") return "ok";
  const issue = issueAt(family, reply.body.issues ?? []);
  if (issue?.key) expect(issue.message).toBe(englishMessage(issue.key));
  return verdictOf(issue);
}

describe.each(FAMILIES.map((f) => [f.name, f] as const))("%s", (_name, family) => {
  it.each(family.cases.map((c) => [JSON.stringify(c.typed ?? c.value) ?? "undefined", c] as const))(
    "%s: the domain, the contract and the sandbox agree",
    async (_label, c) => {
      expect(domainVerdict(family, c), "domain").toBe(c.verdict);
      expect(contractVerdict(family, c), "contract").toBe(c.verdict);
      if (family.served) expect(await sandboxVerdict(family, c), "sandbox").toBe(c.verdict);
    },
  );
});

describe("the table", () => {
  it("covers every field family of spec section 5 that has a rule in domain/", () => {
    expect(FAMILIES.map((f) => f.name).sort()).toEqual(
      [
        "e-mail",
        "phone",
        "first name",
        "last name",
        "password",
        "identifier",
        "one-time code",
        "PIN",
        "last 6",
        "expiration",
        "card ID",
        "address one",
        "address two",
        "city",
        "state",
        "zip",
        "shipment method",
        "colour",
        "tag amount",
        "load amount",
        "bank transfer amount",
        "routing number",
        "account number",
        "name on account",
        "account type",
      ].sort(),
    );
  });

  it("has a good and a bad value for every family, and a real call wherever the sandbox serves the endpoint", async () => {
    for (const family of FAMILIES) {
      expect(
        family.cases.some((c) => c.verdict === "ok"),
        family.name,
      ).toBe(true);
      expect(
        family.cases.some((c) => c.verdict !== "ok"),
        family.name,
      ).toBe(true);
      const reply = await call(family.endpoint.method, pathOf(family.endpoint, family.request(undefined).params), {});
      // Unserved endpoints answer 404 from no route at all; served ones answer from their route.
      if (!family.served) expect(reply.status, family.name).toBe(404);
    }
  });
});
