/**
 * The fixed identities of the demo data (docs: /work/shared/spec/demo-data.md). Tests, the README
 * and e2e fixtures refer to these ids; everything else in the seed is generated.
 */
import type { PayoutProductType, Role, Scope } from "#domain/enums";

/** Every demo account's password (satisfies the spec's password rule). */
export const DEMO_PASSWORD = "Sandbox#2026";

/** All seeded timestamps are relative to this instant. */
export const SEED_DATE_MS = Date.UTC(2026, 10, 1, 12, 0, 0);

export const BUSINESS_IDS = {
  harbor: "biz_harbor",
  unity: "biz_unity",
  unityRent: "biz_unity_rent",
  unityFamily: "biz_unity_family",
  unityRapid: "biz_unity_rapid",
  unityYouth: "biz_unity_youth",
  metro: "biz_metro",
  brightFutures: "biz_brightfutures",
  cedar: "biz_cedar",
  willow: "biz_willow",
} as const;

export type SeedBusiness = {
  id: string;
  name: string;
  parentId: string | null;
  productType: PayoutProductType | null;
  onboardingStatus: "active" | "business_info" | "waiting_for_beneficial_owners";
  eligibleForOnDemand: boolean;
  developerToolsEnabled: boolean;
  webhooksEnabled: boolean;
};

const top = (
  id: string,
  name: string,
  extra: Partial<Omit<SeedBusiness, "id" | "name" | "parentId" | "productType">> = {},
): SeedBusiness => ({
  id,
  name,
  parentId: null,
  productType: null,
  onboardingStatus: "active",
  eligibleForOnDemand: false,
  developerToolsEnabled: false,
  webhooksEnabled: false,
  ...extra,
});

const program = (id: string, name: string, productType: PayoutProductType): SeedBusiness => ({
  id,
  name,
  parentId: BUSINESS_IDS.unity,
  productType,
  onboardingStatus: "active",
  eligibleForOnDemand: false,
  developerToolsEnabled: false,
  webhooksEnabled: false,
});

/** Parents before programs. */
export const SEED_BUSINESSES: readonly SeedBusiness[] = [
  top(BUSINESS_IDS.harbor, "Harbor Relief Network", { developerToolsEnabled: true, webhooksEnabled: true }),
  top(BUSINESS_IDS.unity, "Unity Resettlement Alliance", { eligibleForOnDemand: true, developerToolsEnabled: true }),
  program(BUSINESS_IDS.unityRent, "Unity Rent Relief", "bank_transfers"),
  program(BUSINESS_IDS.unityFamily, "Unity Family Cards", "cards"),
  program(BUSINESS_IDS.unityRapid, "Unity Rapid Response", "on_demand_cards"),
  program(BUSINESS_IDS.unityYouth, "Unity Youth Stipends", "cards"),
  top(BUSINESS_IDS.metro, "Metro Benefits Program"),
  top(BUSINESS_IDS.brightFutures, "Bright Futures Fund"),
  top(BUSINESS_IDS.cedar, "Cedar Youth Collective", { onboardingStatus: "business_info" }),
  top(BUSINESS_IDS.willow, "Willow Street Pantry", { onboardingStatus: "waiting_for_beneficial_owners" }),
];

export type SeedUser = {
  id: string;
  email: string;
  phone: string | null;
  firstName: string;
  lastName: string;
  scope: Scope;
  roles: ReadonlyArray<{ businessId: string; role: Role }>;
};

export const USER_IDS = {
  harborAdmin: "usr_harbor_admin",
  harborViewer: "usr_harbor_viewer",
  harborCaseManager: "usr_harbor_casemanager",
  harborDev: "usr_harbor_dev",
  unitySuper: "usr_unity_super",
  unityFinance: "usr_unity_finance",
  unityProgram: "usr_unity_program",
  unityCardsProgram: "usr_unity_cards_program",
  unityMulti: "usr_unity_multi",
  unitySplit: "usr_unity_split",
  metroAdmin: "usr_metro_admin",
} as const;

export const SEED_USERS: readonly SeedUser[] = [
  {
    id: USER_IDS.harborAdmin,
    email: "admin@harbor.test",
    phone: "5550100100",
    firstName: "Hannah",
    lastName: "Reyes",
    scope: "normal",
    roles: [{ businessId: BUSINESS_IDS.harbor, role: "admin" }],
  },
  {
    id: USER_IDS.harborViewer,
    email: "viewer@harbor.test",
    phone: null,
    firstName: "Victor",
    lastName: "Osei",
    scope: "normal",
    roles: [{ businessId: BUSINESS_IDS.harbor, role: "viewer" }],
  },
  {
    id: USER_IDS.harborCaseManager,
    email: "casemanager@harbor.test",
    phone: null,
    firstName: "Carmen",
    lastName: "Diaz",
    scope: "normal",
    roles: [{ businessId: BUSINESS_IDS.harbor, role: "cws_case_manager" }],
  },
  {
    id: USER_IDS.harborDev,
    email: "dev@harbor.test",
    phone: null,
    firstName: "Devon",
    lastName: "Park",
    scope: "normal",
    roles: [{ businessId: BUSINESS_IDS.harbor, role: "admin" }],
  },
  {
    id: USER_IDS.unitySuper,
    email: "super@unity.test",
    phone: null,
    firstName: "Samira",
    lastName: "Haddad",
    scope: "super",
    roles: [{ businessId: BUSINESS_IDS.unity, role: "admin" }],
  },
  {
    id: USER_IDS.unityFinance,
    email: "finance@unity.test",
    phone: null,
    firstName: "Felix",
    lastName: "Moreau",
    scope: "super",
    roles: [{ businessId: BUSINESS_IDS.unity, role: "sifh_finance" }],
  },
  {
    id: USER_IDS.unityProgram,
    email: "program@unity.test",
    phone: null,
    firstName: "Priya",
    lastName: "Nair",
    scope: "program",
    roles: [{ businessId: BUSINESS_IDS.unityRent, role: "admin" }],
  },
  {
    id: USER_IDS.unityCardsProgram,
    email: "cards-program@unity.test",
    phone: null,
    firstName: "Carlos",
    lastName: "Mendes",
    scope: "program",
    roles: [{ businessId: BUSINESS_IDS.unityFamily, role: "admin" }],
  },
  {
    id: USER_IDS.unityMulti,
    email: "multi@unity.test",
    phone: null,
    firstName: "Morgan",
    lastName: "Ellis",
    scope: "program",
    roles: [
      { businessId: BUSINESS_IDS.unityRent, role: "admin" },
      { businessId: BUSINESS_IDS.unityFamily, role: "admin" },
    ],
  },
  {
    // Different roles on two businesses (issue 12, ADR 0096): admin on Rent Relief, viewer on Family
    // Cards. A Family card opened under Rent Relief's path, or under the top level, is a viewer's card.
    id: USER_IDS.unitySplit,
    email: "split@unity.test",
    phone: null,
    firstName: "Sasha",
    lastName: "Okafor",
    scope: "program",
    roles: [
      { businessId: BUSINESS_IDS.unityRent, role: "admin" },
      { businessId: BUSINESS_IDS.unityFamily, role: "viewer" },
    ],
  },
  {
    id: USER_IDS.metroAdmin,
    email: "metro@metro.test",
    phone: null,
    firstName: "Marcus",
    lastName: "Bell",
    scope: "normal",
    roles: [{ businessId: BUSINESS_IDS.metro, role: "admin" }],
  },
];

export const CARDHOLDER_IDS = { maria: "ch_maria", lee: "ch_lee" } as const;

export const SEED_CARDHOLDERS = [
  { id: CARDHOLDER_IDS.maria, email: "maria@cardholder.test", phone: "5550100001", firstName: "Maria", lastName: "Lopez" },
  { id: CARDHOLDER_IDS.lee, email: "lee@cardholder.test", phone: null, firstName: "Lee", lastName: "Chen" },
] as const;

export const CARD_IDS = {
  /** Maria's active physical Harbor card (PIN set). */
  maria: "HB4M7R2KQ9",
  /** Lee's virtual Bright Futures card. */
  lee: "BF9L3E6VX2",
  /** The unlinked physical card for the account-creation flow. */
  unlinked: "K7Q2M9X4LP",
} as const;

export const UNLINKED_CARD = {
  id: CARD_IDS.unlinked,
  last6: "424242",
  expiration: "09/29",
  email: "new.holder@cardholder.test",
  phone: "5550100002",
  firstName: "Nova",
  lastName: "Holder",
} as const;

export const RECIPIENT_IDS = { amina: "rcp_amina" } as const;

export const AMINA = { id: RECIPIENT_IDS.amina, name: "Amina Yusuf", email: "amina@recipient.test" } as const;

/** Default card colours (the spec's "random choice from a list of 10 hex values"). */
export const CARD_COLORS = [
  "#1F6FEB",
  "#2DA44E",
  "#BF3989",
  "#D1242F",
  "#8250DF",
  "#0969DA",
  "#1A7F37",
  "#9A6700",
  "#CF222E",
  "#57606A",
] as const;
