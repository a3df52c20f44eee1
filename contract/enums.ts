/**
 * zod schemas for the enumerations of product spec section 3. The value lists live in
 * domain/enums.ts (the single source of truth); this module only wraps them.
 */
import { z } from "zod";
import {
  activityTypes,
  autoloadFrequencies,
  bankAccountVerificationStatuses,
  cardFormFactors,
  cardStatuses,
  customFieldDataTypes,
  customFieldResourceTypes,
  depositTypes,
  legalStructures,
  notificationPreferences,
  officerTitles,
  onboardingStatuses,
  payoutProductTypes,
  permissions,
  personTypes,
  recipientIntakeStatuses,
  roles,
  scopes,
  shippingTypeIds,
  spendRuleTypes,
  transactionEventStatuses,
  transferSpeeds,
  transferStatuses,
} from "#domain/enums";

export const payoutProductTypeSchema = z.enum(payoutProductTypes);
export const bankAccountVerificationStatusSchema = z.enum(bankAccountVerificationStatuses);
export const transferSpeedSchema = z.enum(transferSpeeds);
export const transferStatusSchema = z.enum(transferStatuses);
export const recipientIntakeStatusSchema = z.enum(recipientIntakeStatuses);
export const legalStructureSchema = z.enum(legalStructures);
export const officerTitleSchema = z.enum(officerTitles);
/** Methods a user may choose when ordering. */
/** Every shipping type an existing order may carry. */
export const shippingTypeIdSchema = z.enum(shippingTypeIds);
export const spendRuleTypeSchema = z.enum(spendRuleTypes);
export const notificationPreferenceSchema = z.enum(notificationPreferences);
export const scopeSchema = z.enum(scopes);
export const personTypeSchema = z.enum(personTypes);
export const autoloadFrequencySchema = z.enum(autoloadFrequencies);
export const onboardingStatusSchema = z.enum(onboardingStatuses);
export const activityTypeSchema = z.enum(activityTypes);
export const cardStatusSchema = z.enum(cardStatuses);
export const cardFormFactorSchema = z.enum(cardFormFactors);
export const transactionStatusSchema = z.enum(transactionEventStatuses);
export const depositTypeSchema = z.enum(depositTypes);
export const customFieldResourceTypeSchema = z.enum(customFieldResourceTypes);
export const customFieldDataTypeSchema = z.enum(customFieldDataTypes);
export const roleSchema = z.enum(roles);
export const permissionSchema = z.enum(permissions);

/** The two account realms of the identity service. */
export const realms = ["business", "cardholder"] as const;
export type Realm = (typeof realms)[number];
export const realmSchema = z.enum(realms);
