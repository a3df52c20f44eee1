import { z } from "zod";
import { physicalOrderFields, virtualOrderFields } from "#app/forms/orders.schema";
import { paySchema } from "#app/forms/recipient-detail.schema";
import { createRecipientSchema } from "#app/forms/recipients.schema";
import type { Permission } from "#domain/enums";
import type { ValidationMessageKey } from "#domain/messages";
import { VALIDATION_MESSAGES } from "#domain/messages";
import { loadAmountSchema } from "#domain/money";
import { cardIdSchema, emailSchema } from "#domain/validation";

/**
 * The bulk imports (issue 20, docs/decisions/0170-bulk-imports.md): for each kind, its columns as the
 * template writes them, the permission it needs, and the row's rules. A row is checked with the very
 * schemas the single-item forms use (the one rulebook, ADR 0045), so a cell reports the message the
 * form would. No server-only code: the preview's cells and the template read these too.
 */

export const IMPORT_KINDS = ["card-loads", "recipients", "order-physical", "order-virtual", "payments"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** Each kind's page under /{businessId}/import/ (spec section 2's route table). */
export const IMPORT_PATHS: Record<ImportKind, string> = {
  "card-loads": "card-loads",
  recipients: "recipients",
  "order-physical": "order/physical",
  "order-virtual": "order/virtual",
  payments: "payments",
};

/** An import kind's page. */
export const importPath = (businessId: string, kind: ImportKind) => `/${encodeURIComponent(businessId)}/import/${IMPORT_PATHS[kind]}`;

/** Whether a user with these permissions may see and run an import of this kind. */
export function mayImport(kind: ImportKind, permissions: ReadonlySet<Permission>): boolean {
  const spec = IMPORTS[kind];
  return permissions.has(spec.permission) && !(spec.hiddenBy && permissions.has(spec.hiddenBy));
}

export function isImportKind(value: unknown): value is ImportKind {
  return typeof value === "string" && (IMPORT_KINDS as readonly string[]).includes(value);
}

/** Every column of every kind (each has its help text in imports.columns). */
export type ColumnKey =
  | "cardId"
  | "amount"
  | "name"
  | "email"
  | "phone"
  | "language"
  | "accountHolderName"
  | "accountType"
  | "accountNumber"
  | "routingNumber"
  | "firstName"
  | "lastName"
  | "addressOne"
  | "addressTwo"
  | "city"
  | "state"
  | "zip"
  | "shippingMethod"
  | "recipient"
  | "speed";

/** A column's help text (imports.columns): its own key, or another where one column means two things. */
export type ColumnHelpKey = ColumnKey | "holderEmail" | "holderPhone" | "paymentAmount";

export type ImportColumn = {
  /** The header as the template writes it (the same in every language, so any user's file reads). */
  key: ColumnKey;
  required: boolean;
  /** The example row's value. */
  example: string;
  /** The help text, when not the column's own (the cardholder's e-mail, not a recipient's). */
  help?: ColumnHelpKey;
};

type KindSpec = {
  permission: Permission;
  /** A permission that withholds the import even with `permission` (bank payments hidden from the user). */
  hiddenBy?: Permission;
  columns: readonly ImportColumn[];
  /** Columns whose values are never shown again once typed (only their last four characters). */
  secretColumns: readonly ColumnKey[];
  /**
   * For an import that moves money, the column naming what each row pays or loads (the payee: a card,
   * a recipient), checked against the provider in the preview, and whose funding account the whole
   * batch is checked against before anything moves. null: the import moves no money.
   */
  payee: ColumnKey | null;
  schema: z.ZodType;
};

/** Card loads: the card and the amount, as the card page's load form takes them. */
const cardLoadRow = z.object({ cardId: cardIdSchema, amount: loadAmountSchema });
export type CardLoadRow = z.infer<typeof cardLoadRow>;

/**
 * The recipient a payment row pays: their ID as the recipient's page shows it, or their e-mail address
 * (read as the recipient forms read an e-mail, so a cell shows the same message). IDs never hold an @.
 */
export const recipientRefSchema = z.string("recipientInvalid").transform((input, ctx) => {
  const value = input.trim();
  if (value.includes("@")) {
    const email = emailSchema.safeParse(value);
    if (email.success) return email.data;
    ctx.addIssue({ code: "custom", message: email.error.issues[0]?.message ?? "emailInvalid" });
    return z.NEVER;
  }
  if (/^[A-Za-z0-9_-]{1,64}$/.test(value)) return value;
  ctx.addIssue({ code: "custom", message: "recipientInvalid" });
  return z.NEVER;
});

/**
 * Payments: a bank transfer per row to an existing recipient, with the amount and speed exactly as the
 * recipient page's payment form takes them (ADR 0173). The form's custom fields are optional there and
 * are not columns here.
 */
const paymentRow = paySchema.pick({ amount: true, speed: true }).extend({ recipient: recipientRefSchema });
export type PaymentRow = z.infer<typeof paymentRow>;

const BANK_COLUMNS = ["accountHolderName", "accountType", "accountNumber", "routingNumber"] as const;

/**
 * Recipients: the new-recipient form's fields. With the four bank columns filled the bank details are
 * given now (as "Enter them now" on the form); with all four empty the recipient gets the intake e-mail.
 */
const recipientRow = z.preprocess((input) => {
  const cells = input as Record<string, string | undefined>;
  const bank = BANK_COLUMNS.some((key) => cells[key]);
  return { ...cells, intent: "create", bankDetails: bank ? "now" : "email" };
}, createRecipientSchema);
export type RecipientRow = z.infer<typeof createRecipientSchema>;

/**
 * Card orders (one card per row, one order per row): the order form's schemas without its own form
 * fields (intent, step, key), so a cell reports the message the single order form would (ADR 0172).
 */
const FORM_ONLY = { intent: true, step: true, idempotencyKey: true } as const;
const physicalOrderRow = physicalOrderFields.omit(FORM_ONLY);
export type PhysicalOrderRow = z.infer<typeof physicalOrderRow>;
const virtualOrderRow = virtualOrderFields.omit(FORM_ONLY);
export type VirtualOrderRow = z.infer<typeof virtualOrderRow>;

const HOLDER_COLUMNS: readonly ImportColumn[] = [
  { key: "firstName", required: true, example: "Amina" },
  { key: "lastName", required: true, example: "Yusuf" },
  { key: "email", required: true, example: "amina.yusuf@example.org", help: "holderEmail" },
  { key: "phone", required: false, example: "5550100123", help: "holderPhone" },
];

export const IMPORTS: Record<ImportKind, KindSpec> = {
  "card-loads": {
    permission: "loadCard",
    columns: [
      { key: "cardId", required: true, example: "HB4M7R2KQ9" },
      { key: "amount", required: true, example: "25.50" },
    ],
    secretColumns: [],
    payee: "cardId",
    schema: cardLoadRow,
  },
  recipients: {
    permission: "createRecipient",
    columns: [
      { key: "name", required: true, example: "Amina Yusuf" },
      { key: "email", required: true, example: "amina.yusuf@example.org" },
      { key: "phone", required: false, example: "5550100123" },
      { key: "language", required: false, example: "en" },
      { key: "accountHolderName", required: false, example: "Amina Yusuf" },
      { key: "accountType", required: false, example: "checking" },
      { key: "accountNumber", required: false, example: "000123456789" },
      { key: "routingNumber", required: false, example: "021000021" },
    ],
    secretColumns: ["accountNumber", "routingNumber"],
    payee: null,
    schema: recipientRow,
  },
  "order-physical": {
    permission: "orderCard",
    columns: [
      ...HOLDER_COLUMNS,
      { key: "addressOne", required: true, example: "120 Main Street" },
      { key: "addressTwo", required: false, example: "Apt 4B" },
      { key: "city", required: true, example: "Springfield" },
      { key: "state", required: true, example: "IL" },
      { key: "zip", required: true, example: "62701" },
      { key: "shippingMethod", required: true, example: "USPS_GROUND" },
    ],
    secretColumns: [],
    payee: null,
    schema: physicalOrderRow,
  },
  "order-virtual": {
    permission: "orderCard",
    columns: HOLDER_COLUMNS,
    secretColumns: [],
    payee: null,
    schema: virtualOrderRow,
  },
  payments: {
    permission: "sendBankPayment",
    // As on the recipient page: a user from whom bank payments are hidden is offered no payment (ADR 0173).
    hiddenBy: "hideBankPaymentsInformation",
    columns: [
      { key: "recipient", required: true, example: "amina.yusuf@example.org" },
      { key: "amount", required: true, example: "150.00", help: "paymentAmount" },
      { key: "speed", required: true, example: "ach" },
    ],
    secretColumns: [],
    payee: "recipient",
    schema: paymentRow,
  },
};

/** Whether an import moves money (a whole-batch funding check before anything moves). */
export const movesMoney = (kind: ImportKind): boolean => IMPORTS[kind].payee !== null;

/** What a valid row of a money import moves: its payee (a card id, a recipient's id or e-mail) and its amount in cents. */
export function moneyLine(kind: ImportKind, value: unknown): { payee: string; amountCents: number } | null {
  if (kind === "card-loads") {
    const row = value as CardLoadRow;
    return { payee: row.cardId, amountCents: row.amount };
  }
  if (kind === "payments") {
    const row = value as PaymentRow;
    return { payee: row.recipient, amountCents: row.amount };
  }
  return null;
}

export type RowCells = Record<string, string>;
/**
 * A cell's message: a validation message key (as the single-item form shows it), or one of the import's
 * own (imports.cells): a value outside a list, a card the business does not have or has closed, an
 * e-mail given twice in the file, a recipient named by neither an ID nor an e-mail, one the user
 * cannot see, one without a verified bank account, an e-mail two recipients share.
 */
export const IMPORT_CELL_ERRORS = [
  "invalidValue",
  "cardNotFound",
  "cardClosed",
  "duplicateEmail",
  "recipientInvalid",
  "recipientNotFound",
  "recipientNotVerified",
  "recipientAmbiguous",
] as const;
export type ImportCellError = (typeof IMPORT_CELL_ERRORS)[number];
export type CellError = ValidationMessageKey | ImportCellError;

export function isImportCellError(error: string): error is ImportCellError {
  return (IMPORT_CELL_ERRORS as readonly string[]).includes(error);
}
export type RowErrors = Record<string, CellError>;

const isValidationKey = (message: string): message is ValidationMessageKey => Object.hasOwn(VALIDATION_MESSAGES, message);

/** The cells of a record by column key: blank cells are left out (so optional fields are absent). */
export function cellsByColumn(columns: readonly string[], cells: readonly string[]): RowCells {
  const out: RowCells = {};
  columns.forEach((key, index) => {
    const value = cells[index];
    if (value !== undefined && value.trim() !== "") out[key] = value;
  });
  return out;
}

/** One row checked with its kind's schema: the parsed value, or one message per column that is wrong. */
export function validateRow(kind: ImportKind, cells: RowCells): { ok: true; value: unknown } | { ok: false; errors: RowErrors } {
  const result = IMPORTS[kind].schema.safeParse(cells);
  if (result.success) return { ok: true, value: result.data };
  const errors: RowErrors = {};
  const columns = IMPORTS[kind].columns;
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "");
    // An issue on a field the template has no column for (none today) is shown on the first column.
    const column = columns.some((c) => c.key === key) ? key : (columns[0]?.key ?? key);
    errors[column] ??= isValidationKey(issue.message) || isImportCellError(issue.message) ? issue.message : "invalidValue";
  }
  return { ok: false, errors };
}

export type HeaderCheck = { ok: true; columns: (string | null)[] } | { ok: false; missing: string[] };

/**
 * Matches a file's header to the kind's columns, ignoring case, spaces and underscores: each position
 * gets its column key, or null for a column the import does not read. The required columns must be there.
 */
export function matchHeader(kind: ImportKind, header: readonly string[]): HeaderCheck {
  const norm = (text: string) => text.toLowerCase().replace(/[\s_-]/g, "");
  const columns = IMPORTS[kind].columns;
  const matched = header.map((cell) => columns.find((c) => norm(c.key) === norm(cell))?.key ?? null);
  const missing = columns.filter((c) => c.required && !matched.includes(c.key)).map((c) => c.key);
  return missing.length ? { ok: false, missing } : { ok: true, columns: matched };
}

/** What a secret cell shows once typed: its last four characters. */
export function maskSecret(value: string): string {
  return value.length > 4 ? `••••${value.slice(-4)}` : "••••";
}
