/**
 * Several statements as one transaction (`db.batch`), and the guards that abort it when the state it was
 * computed from changed (docs/decisions/0031-card-money-ledger.md). The ledger's triggers (migration 0006)
 * abort a batch that would overdraw a card or a funding account or put money on a closed card: their
 * markers become the API's errors here.
 */
import { type ApiFailure, conflict } from "#sandbox/http/errors";

/** The state a batch was computed from changed before it ran; the caller re-reads and retries. */
export class StaleState extends Error {
  constructor() {
    super("The state changed while the change was being made");
    this.name = "StaleState";
  }
}

const LEDGER_FAILURES: ReadonlyArray<[string, () => ApiFailure]> = [
  ["ledger:funding_insufficient", () => conflict("insufficient_funds", "The funding account does not have enough money")],
  ["ledger:card_insufficient", () => conflict("insufficient_funds", "The card's balance is too low")],
  ["ledger:card_closed", () => conflict("card_blocked", "The card is closed")],
];

function messageOf(error: unknown): string {
  return error instanceof Error ? `${error.message} ${error.cause instanceof Error ? error.cause.message : ""}` : "";
}

/** Runs statements as one transaction, turning ledger trigger aborts into API errors. */
export async function runAtomic(db: D1Database, statements: readonly D1PreparedStatement[]): Promise<D1Result[]> {
  try {
    return await db.batch([...statements]);
  } catch (error) {
    const message = messageOf(error);
    if (message.includes("guard:stale")) throw new StaleState();
    for (const [marker, failure] of LEDGER_FAILURES) if (message.includes(marker)) throw failure();
    throw error;
  }
}

/** Re-runs `attempt` when its batch found the state changed; gives up with 409 `conflict` after a few tries. */
export async function withStaleRetry<T>(attempt: () => Promise<T>, tries = 3): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof StaleState)) throw error;
      if (i + 1 >= tries) throw conflict("conflict", "The card changed while the request was handled; try again");
    }
  }
}

/**
 * A statement that aborts the batch (StaleState) unless `condition` holds when the batch runs.
 * `condition` is a boolean SQL expression over its own bound parameters.
 */
export function guard(db: D1Database, condition: string, ...binds: unknown[]): D1PreparedStatement {
  return db.prepare(`INSERT INTO batch_guards (reason) SELECT 'stale' WHERE NOT (${condition})`).bind(...binds);
}
