import { formatDateFor, formatDateTimeFor, formatMoney } from "#app/i18n/format";
import type { Activity, Recipient, Transfer } from "#contract/entities";
import { type TransferFailureReason, transferFailureReasons } from "#domain/bank-test-accounts";
import type { LanguageCode } from "#domain/languages";

/** What the recipient detail shows of the bank account: never more than the last four digits. */
export type BankAccountView = {
  holderName: string;
  accountType: "checking" | "savings";
  bankName: string | null;
  accountLast4: string;
  verificationStatus: "pending" | "verified" | "failed";
  failureReason: string | null;
};

export type TransferRow = {
  id: string;
  amount: string;
  speed: Transfer["speed"];
  status: Transfer["status"];
  /** Why a failed transfer came back: a known reason, or "unknown" (the provider may add reasons); null unless failed. */
  failureReason: TransferFailureReason | "unknown" | null;
  createdAt: string;
};
export type RecipientEvent = { id: string; type: Activity["type"]; actor: string | null; when: string };

export type RecipientView = {
  id: string;
  name: string;
  email: string;
  intakeStatus: Recipient["intakeStatus"];
  added: string;
  /** null when there is no account, or when hideBankPaymentsInformation hides it. */
  bankAccount: BankAccountView | null;
};

export function recipientView(recipient: Recipient, language: LanguageCode, hideBank: boolean): RecipientView {
  const account = recipient.bankAccount;
  return {
    id: recipient.id,
    name: recipient.name,
    email: recipient.email,
    intakeStatus: recipient.intakeStatus,
    added: formatDateFor(recipient.createdAt, language),
    bankAccount:
      account && !hideBank
        ? {
            holderName: account.accountHolderName,
            accountType: account.accountType,
            bankName: account.bankName,
            accountLast4: account.accountNumberLast4,
            verificationStatus: account.verificationStatus,
            failureReason: account.failureReason ?? recipient.verificationFailureReason,
          }
        : null,
  };
}

export function transferRow(transfer: Transfer, language: LanguageCode): TransferRow {
  return {
    id: transfer.id,
    amount: formatMoney(transfer.amountCents, language),
    speed: transfer.speed,
    status: transfer.status,
    failureReason:
      transfer.status !== "failed"
        ? null
        : transferFailureReasons.includes(transfer.failureReason as TransferFailureReason)
          ? (transfer.failureReason as TransferFailureReason)
          : "unknown",
    createdAt: formatDateFor(transfer.createdAt, language),
  };
}

export function recipientEvent(activity: Activity, language: LanguageCode): RecipientEvent {
  return { id: activity.id, type: activity.type, actor: activity.actor.name, when: formatDateTimeFor(activity.createdAt, language) };
}
