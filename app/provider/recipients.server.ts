import type { z } from "zod";
import type { createRecipientSchema } from "#app/forms/recipients.schema";
import { bankTransfers } from "#contract/bankTransfers";
import type { ProviderClient } from "./client.server";

/** A new recipient as the recipient form and a recipients import row both give it (app/forms/recipients.schema.ts). */
export type NewRecipient = z.output<typeof createRecipientSchema>;

/**
 * Creates a recipient of `businessId` at the provider: with its bank account when staff typed it now, else
 * one who gives it through the e-mailed intake. The recipient form and the recipients import build this one
 * call (an import row passes its idempotency key).
 */
export async function createRecipientCall(provider: ProviderClient, businessId: string, value: NewRecipient, idempotencyKey?: string) {
  const who = {
    businessId,
    name: value.name,
    email: value.email,
    ...(value.phone ? { phone: value.phone } : {}),
    ...(value.language ? { language: value.language } : {}),
  };
  const key = idempotencyKey ? { idempotencyKey } : {};
  const { recipient } =
    value.bankDetails === "now"
      ? await provider.call(bankTransfers.createRecipientWithBankAccount, {
          body: {
            ...who,
            bankAccount: {
              accountHolderName: value.accountHolderName,
              accountType: value.accountType,
              accountNumber: value.accountNumber,
              routingNumber: value.routingNumber,
            },
          },
          ...key,
        })
      : await provider.call(bankTransfers.createRecipient, { body: who, ...key });
  return recipient;
}
