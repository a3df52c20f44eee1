import { type ApiError, isApiError, type ProviderClient } from "#app/provider/client.server";
import { createRecipientCall } from "#app/provider/recipients.server";
import { bankTransfers } from "#contract/bankTransfers";
import { cards } from "#contract/cards";
import { recipientsOf } from "./checks.server";
import {
  type CardLoadRow,
  IMPORTS,
  type ImportKind,
  maskSecret,
  type PaymentRow,
  type PhysicalOrderRow,
  type RecipientRow,
  type VirtualOrderRow,
  validateRow,
} from "./kinds";
import { type Decided, type ImportRecord, readRows, recordOutcomes, type StoredRow } from "./store.server";

/**
 * The work of an import's job (docs/decisions/0170-bulk-imports.md), apart from the engine that runs it
 * (workflow.server.ts) so the exactly-once tests drive it directly. Each row is sent with its own
 * idempotency key, derived from the import and the row's number: a step retried after a crash, a
 * resumed run, or a second job for the same import sends the same keys, and the provider acts once.
 * A row's outcome is written once (the first decision stays).
 */

/** The idempotency key of one row of one import (the provider keeps keys 24 hours). */
export function rowKey(importId: string, row: number): string {
  return `import-${importId}-row-${row}`;
}

/**
 * Rows per step of the job. A failed step is run again by the engine, but what it decided is recorded
 * as it goes (RECORD_EVERY), so the new attempt sends only the rows still pending (ADR 0227).
 */
export const ROWS_PER_STEP = 500;
/**
 * Provider calls in flight at once: the Workers runtime keeps at most six connections open per
 * invocation (a seventh waits for one to close), so six lanes keep the provider busy without queueing.
 */
export const PARALLEL_CALLS = 6;
/** Decided rows are written in groups of this many while a step runs. */
const RECORD_EVERY = 50;
/** How many times one row may be throttled (429) within a step before the step gives up and is retried. */
const MAX_THROTTLES_PER_ROW = 5;
/** The longest pause a throttle imposes (the provider's Retry-After, or 2 s without one, capped). */
const MAX_THROTTLE_PAUSE_MS = 60_000;

/** The message a provider refusal of one row gets in the result (keys of imports.outcomes). */
function refusalMessage(error: ApiError): string {
  if (error.status === 403 || error.code === "second_person_required") return "notPermitted";
  if (error.status === 404) return "notFound";
  switch (error.code) {
    case "insufficient_funds":
    case "no_funding_account":
      return "insufficientFunds";
    case "card_blocked":
      return "cardClosed";
    case "recipient_not_verified":
      return "recipientNotVerified";
    case "email_in_use":
      return "emailInUse";
    case "validation_failed":
      return "invalid";
    default:
      return "refused";
  }
}

/** Thrown when the confirming person's authority ended (sign-out, expired token): the job pauses. */
export class AuthorityEnded extends Error {
  constructor() {
    super("The import's authority ended");
    this.name = "AuthorityEnded";
  }
}

const sleep: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

type Applied = { providerId: string };

/** The id of the one load a card-load answer holds (`{ loads: [{ id }] }`), or undefined. */
function loadIdOf(json: unknown): string | undefined {
  const loads = (json as { loads?: unknown } | null)?.loads;
  const id = Array.isArray(loads) && loads.length === 1 ? (loads[0] as { id?: unknown } | null)?.id : undefined;
  return typeof id === "string" && id.length > 0 ? id : undefined;
}

/** Sends one row to the provider with its key; the same key always names the same request. */
async function sendRow(provider: ProviderClient, imp: ImportRecord, row: StoredRow): Promise<Applied> {
  const key = rowKey(imp.id, row.row);
  const parsed = validateRow(imp.kind, row.cells);
  if (!parsed.ok) throw new Error("A row with errors reached the job");
  switch (imp.kind as ImportKind) {
    case "card-loads": {
      const value = parsed.value as CardLoadRow;
      // Only the load's id is read from the answer, so only it is checked (ADR 0252).
      const providerId = await provider.callPicking(
        cards.load,
        { params: { id: imp.businessId }, body: { loads: [{ cardId: value.cardId, amountCents: value.amount }] }, idempotencyKey: key },
        loadIdOf,
      );
      return { providerId };
    }
    case "recipients": {
      const recipient = await createRecipientCall(provider, imp.businessId, parsed.value as RecipientRow, key);
      return { providerId: recipient.id };
    }
    // A card order per row (one card each), as the single order form places it: the result names the card.
    case "order-physical": {
      const value = parsed.value as PhysicalOrderRow;
      const { firstName, lastName, addressOne, addressTwo, city, state, zip } = value;
      const answer = await provider.call(cards.orderAndShip, {
        params: { id: imp.businessId },
        body: {
          shippingMethod: value.shippingMethod,
          cards: [
            {
              firstName,
              lastName,
              email: value.email,
              phone: value.phone,
              address: { firstName, lastName, addressOne, addressTwo: addressTwo || undefined, city, state, zip },
            },
          ],
        },
        idempotencyKey: key,
      });
      return { providerId: answer.cards[0]?.id ?? answer.cardOrder.id };
    }
    case "order-virtual": {
      const value = parsed.value as VirtualOrderRow;
      const answer = await provider.call(cards.createVirtualCards, {
        params: { id: imp.businessId },
        body: { cards: [{ firstName: value.firstName, lastName: value.lastName, email: value.email, phone: value.phone }] },
        idempotencyKey: key,
      });
      return { providerId: answer.cards[0]?.id ?? answer.cardOrder.id };
    }
    // A bank transfer per row, as the recipient page's payment form sends it (ADR 0173).
    case "payments": {
      const value = parsed.value as PaymentRow;
      const answer = await provider.call(bankTransfers.createTransfer, {
        body: {
          businessId: imp.businessId,
          recipientId: await recipientIdOf(provider, imp.businessId, value.recipient),
          amountCents: value.amount,
          speed: value.speed,
        },
        idempotencyKey: key,
      });
      return { providerId: answer.transfer.id };
    }
  }
}

/** A row the job refuses itself, before the provider is asked (keys of imports.messages). */
class RowRefused extends Error {
  constructor(readonly reason: "notFound" | "recipientAmbiguous") {
    super(`The row was refused: ${reason}`);
    this.name = "RowRefused";
  }
}

/**
 * The id of the recipient a payment row names: an id as it is; an e-mail, the one recipient of the
 * business with it, read again now (the preview checked it, but a recipient may have changed since).
 */
async function recipientIdOf(provider: ProviderClient, businessId: string, recipient: string): Promise<string> {
  if (!recipient.includes("@")) return recipient;
  const matches = (await recipientsOf(provider, businessId, recipient)).filter((r) => r.email.toLowerCase() === recipient);
  if (matches.length > 1) throw new RowRefused("recipientAmbiguous");
  const [match] = matches;
  if (!match) throw new RowRefused("notFound");
  return match.id;
}

/** How the job waits: a real pause in the engine, a recorded one in the tests. */
export type Wait = (ms: number) => Promise<void>;

/**
 * The provider's limits shared by a step's lanes: a 429 pauses every lane for the provider's
 * Retry-After (capped), then the same rows are sent again with the same keys.
 */
class Throttle {
  private pause: Promise<void> | null = null;
  constructor(private readonly wait: Wait) {}

  /** Resolves when no pause is running. */
  async ready(): Promise<void> {
    while (this.pause) await this.pause;
  }

  /** Starts a pause (one for all the lanes throttled at the same moment). */
  hold(error: ApiError): Promise<void> {
    const seconds = Number(error.retryAfterSeconds);
    const ms = Math.min(Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 2000, MAX_THROTTLE_PAUSE_MS);
    this.pause ??= this.wait(ms).finally(() => {
      this.pause = null;
    });
    return this.pause;
  }
}

/**
 * One row's outcome. A provider refusal is the row's result; "still in progress" (the same key sent
 * by another run at this moment) is asked again; a throttle (429) pauses and asks again; an expired or
 * revoked token stops the job; a transport failure or provider 5xx is thrown, so the engine retries the
 * step (the same keys).
 */
async function applyRow(provider: ProviderClient, imp: ImportRecord, row: StoredRow, throttle: Throttle, wait: Wait): Promise<Decided> {
  let throttled = 0;
  for (let attempt = 0; ; attempt++) {
    await throttle.ready();
    try {
      const { providerId } = await sendRow(provider, imp, row);
      return { row: row.row, outcome: "applied", providerId, message: null, ...masked(imp, row) };
    } catch (error) {
      if (error instanceof RowRefused) {
        return { row: row.row, outcome: "refused", providerId: null, message: error.reason, ...masked(imp, row) };
      }
      if (!isApiError(error)) throw error;
      if (error.status === 401) throw new AuthorityEnded();
      if (error.code === "idempotency_request_in_progress" && attempt < 40) {
        await wait(250);
        continue;
      }
      if (error.status === 429 && throttled++ < MAX_THROTTLES_PER_ROW) {
        await throttle.hold(error);
        continue;
      }
      if (error.status >= 500 || error.status === 429) throw error;
      return { row: row.row, outcome: "refused", providerId: null, message: refusalMessage(error), ...masked(imp, row) };
    }
  }
}

/** Once a row is decided its secret cells (account numbers) are kept as their last four characters only. */
function masked(imp: ImportRecord, row: StoredRow): { maskedCells?: StoredRow["cells"] } {
  const secret = IMPORTS[imp.kind].secretColumns.filter((key) => row.cells[key]);
  if (!secret.length) return {};
  const cells = { ...row.cells };
  for (const key of secret) cells[key] = maskSecret(cells[key] ?? "");
  return { maskedCells: cells };
}

/**
 * Applies the next pending rows (at most ROWS_PER_STEP), PARALLEL_CALLS at a time, and records their
 * outcomes as they are decided: how many rows it decided (0: none left), and whether the confirming
 * person's authority ended on the way. A lane that meets a fault stops the others from taking new
 * rows; the rows decided until then are recorded before the fault is thrown, so the engine's next
 * attempt resumes at the first row still pending.
 */
export async function applyNextRows(
  db: D1Database,
  provider: ProviderClient,
  imp: ImportRecord,
  options: { wait?: Wait } = {},
): Promise<{ decided: number; authorityEnded: boolean }> {
  const wait = options.wait ?? sleep;
  const rows = await readRows(db, imp.id, { limit: ROWS_PER_STEP, pendingOnly: true });
  if (!rows.length) return { decided: 0, authorityEnded: false };
  const throttle = new Throttle(wait);
  let unrecorded: Decided[] = [];
  let decided = 0;
  let next = 0;
  let stop: unknown = null;
  // The groups are written one after another while the lanes go on sending (no lane waits for a write,
  // ADR 0252); a failed write stops the lanes like a fault, and its rows stay pending for the next attempt.
  let writing: Promise<void> = Promise.resolve();
  const record = () => {
    const batch = unrecorded;
    unrecorded = [];
    if (!batch.length) return;
    writing = writing
      .then(() => recordOutcomes(db, imp.id, batch))
      .catch((error: unknown) => {
        stop ??= error;
      });
  };
  const lane = async () => {
    while (next < rows.length && !stop) {
      const row = rows[next++] as StoredRow;
      try {
        // Awaited first: `record` swaps the array while rows are in flight.
        const outcome = await applyRow(provider, imp, row, throttle, wait);
        unrecorded.push(outcome);
        decided++;
        if (unrecorded.length >= RECORD_EVERY) record();
      } catch (error) {
        stop ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_CALLS, rows.length) }, lane));
  record();
  await writing;
  if (stop instanceof AuthorityEnded) return { decided, authorityEnded: true };
  if (stop) throw stop;
  return { decided, authorityEnded: false };
}
