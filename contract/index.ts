/**
 * The provider API contract: one descriptor per endpoint, grouped as in spec section 7. The same
 * table drives the app's typed client, the sandbox's routing and validation, and the OpenAPI
 * document (contract/openapi.ts).
 */
import { autoloads } from "./autoloads";
import { bankTransfers } from "./bankTransfers";
import { businesses } from "./businesses";
import { cardholders } from "./cardholders";
import { cards } from "./cards";
import type { Endpoint } from "./common";
import { identity } from "./identity";
import { onboarding } from "./onboarding";
import { recipientIntake } from "./recipientIntake";
import { sandbox } from "./sandbox";
import { users } from "./users";
import { utils } from "./utils";

export * from "./autoloads";
export * from "./bankTransfers";
export * from "./businesses";
export * from "./cardholders";
export * from "./cards";
export * from "./common";
export * from "./entities";
export * from "./enums";
export * from "./identity";
export * from "./onboarding";
export * from "./recipientIntake";
export * from "./sandbox";
export * from "./users";
export * from "./utils";

/** The provider API proper (what a real provider implements). */
export const providerApi = {
  identity,
  users,
  businesses,
  cardholders,
  cards,
  autoloads,
  bankTransfers,
  onboarding,
  recipientIntake,
  utils,
} as const;

/** Everything the sandbox serves: the provider API plus the sandbox helpers. */
export const contract = { ...providerApi, sandbox } as const;

export type ContractGroup = keyof typeof contract;

/** Every endpoint descriptor, flattened. */
export const allEndpoints: readonly Endpoint[] = Object.values(contract).flatMap((group) =>
  Object.values(group as Readonly<Record<string, Endpoint>>),
);
