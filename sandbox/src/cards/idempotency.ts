/**
 * Idempotency keys for money-moving calls (docs/decisions/0031-card-money-ledger.md). Keys are
 * stored per business. The claim row is written in the same batch as the money move, so a request
 * either moves money and owns its key or does neither. Only successes are remembered: a refused
 * request moved nothing, so retrying it with the same key after fixing the cause is safe. Keys live
 * 24 hours on the sandbox clock (the pruneIdempotencyKeys processor).
 */
import { idempotencyHeaderSchema } from "#contract/common";
import { iso } from "#sandbox/clock";
import { sha256Hex } from "#sandbox/crypto";
import type { SandboxContext } from "#sandbox/env";
import { ApiFailure, conflict, toFieldIssues } from "#sandbox/http/errors";

/** JSON with object keys sorted, so equal payloads hash equally whatever their key order. */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

type KeyRow = { request_hash: string; response_status: number; response_body: string };

const reused = () => conflict("idempotency_key_reused", "This Idempotency-Key was used with a different request; use a new key");
const inProgress = () => conflict("idempotency_request_in_progress", "A request with this Idempotency-Key is still being handled");

export class Idempotency {
  private constructor(
    private readonly db: D1Database,
    private readonly businessId: string,
    private readonly key: string | null,
    private readonly requestHash: string,
    /** The stored answer of an earlier success with the same key and payload. */
    readonly replay: unknown,
  ) {}

  /**
   * Reads the `Idempotency-Key` header (400 when malformed) and any earlier use of it. With a
   * stored success for the same payload, `replay` holds its body; another payload is 409.
   */
  static async open(c: SandboxContext, db: D1Database, businessId: string, endpointId: string, payload: unknown): Promise<Idempotency> {
    const begun = await Idempotency.begin(c, db, businessId, endpointId, payload);
    return begun.open(begun.statements.length ? await db.batch(begun.statements) : []);
  }

  /**
   * `open` in two halves, for a handler that reads the key with its other reads in one round trip (a card
   * load, ADR 0252): the statements to read (none without a key), then `open` with their results.
   */
  static async begin(
    c: SandboxContext,
    db: D1Database,
    businessId: string,
    endpointId: string,
    payload: unknown,
  ): Promise<{ statements: D1PreparedStatement[]; open: (results: readonly D1Result[]) => Idempotency }> {
    const parsed = idempotencyHeaderSchema.safeParse({ "idempotency-key": c.req.header("idempotency-key") });
    // A malformed key is refused when the key is opened: after the access checks, as `open` always did.
    if (!parsed.success) {
      const issues = toFieldIssues(parsed.error.issues, "headers");
      return {
        statements: [],
        open: () => {
          throw new ApiFailure(400, "validation_failed", "Request validation failed", issues);
        },
      };
    }
    const key = parsed.data["idempotency-key"] ?? null;
    if (key === null) return { statements: [], open: () => new Idempotency(db, businessId, null, "", undefined) };
    const requestHash = await sha256Hex(stableStringify({ endpointId, payload }));
    return {
      statements: [Idempotency.lookupStatement(db, businessId, key)],
      open: (results) => {
        const replay = Idempotency.answerOf(results[0]?.results[0] as KeyRow | undefined, requestHash);
        return new Idempotency(db, businessId, key, requestHash, replay);
      },
    };
  }

  private static lookupStatement(db: D1Database, businessId: string, key: string): D1PreparedStatement {
    return db
      .prepare("SELECT request_hash, response_status, response_body FROM idempotency_keys WHERE business_id = ? AND key = ?")
      .bind(businessId, key);
  }

  /** The stored answer of an earlier use of the key; 409 for another payload or while the first still runs. */
  private static answerOf(row: KeyRow | null | undefined, requestHash: string): unknown {
    if (!row) return undefined;
    if (row.request_hash !== requestHash) throw reused();
    if (row.response_status === 0) throw inProgress();
    return JSON.parse(row.response_body) as unknown;
  }

  private static async lookup(db: D1Database, businessId: string, key: string, requestHash: string): Promise<unknown> {
    return Idempotency.answerOf(await Idempotency.lookupStatement(db, businessId, key).first<KeyRow>(), requestHash);
  }

  /** The claim to put first in the money batch (nothing without a key); with an answer, the key is settled by it. */
  claim(now: number, answer?: { status: number; body: unknown }): D1PreparedStatement[] {
    if (this.key === null) return [];
    return [
      this.db
        .prepare(
          "INSERT INTO idempotency_keys (business_id, key, request_hash, response_status, response_body, created_at) VALUES (?, ?, ?, ?, ?, ?)",
        )
        .bind(this.businessId, this.key, this.requestHash, answer?.status ?? 0, answer ? JSON.stringify(answer.body) : "", iso(now)),
    ];
  }

  /**
   * When the batch failed because a concurrent request claimed the key first: that request's answer
   * (or 409 while it is still running, or 409 for another payload). Any other error is rethrown.
   */
  async afterFailure(error: unknown, claimedMeanwhile?: (error: unknown) => boolean): Promise<unknown> {
    const message = error instanceof Error ? error.message : "";
    if (this.key !== null && claimedMeanwhile?.(error)) {
      // The refusal may be the trace of a concurrent request with this key that finished first (a
      // recipient's e-mail taken by that very request): its answer, when it holds the key, is ours.
      const replay = await Idempotency.lookup(this.db, this.businessId, this.key, this.requestHash);
      if (replay === undefined) throw error;
      return replay;
    }
    if (this.key === null || !/UNIQUE constraint failed: idempotency_keys/.test(message)) throw error;
    const replay = await Idempotency.lookup(this.db, this.businessId, this.key, this.requestHash);
    if (replay === undefined) throw inProgress();
    return replay;
  }

  /** Stores the success answer for later repeats. */
  async settle(status: number, body: unknown): Promise<void> {
    if (this.key === null) return;
    await this.db
      .prepare("UPDATE idempotency_keys SET response_status = ?, response_body = ? WHERE business_id = ? AND key = ?")
      .bind(status, JSON.stringify(body), this.businessId, this.key)
      .run();
  }

  /**
   * Runs a money move once per key: `replay` short-cuts a repeat; `move` gets the claim statements to
   * put in its batch and returns the answer, which is stored for repeats.
   */
  async run<T>(
    status: number,
    now: number,
    move: (claim: D1PreparedStatement[]) => Promise<T>,
    /** Refusals that a concurrent request with the same key may have caused (the key is looked up again). */
    claimedMeanwhile?: (error: unknown) => boolean,
  ): Promise<T> {
    if (this.replay !== undefined) return this.replay as T;
    let reply: T;
    try {
      reply = await move(this.claim(now));
    } catch (error) {
      return (await this.afterFailure(error, claimedMeanwhile)) as T;
    }
    await this.settle(status, reply);
    return reply;
  }

  /**
   * `run` for a move that knows its answer before its batch runs (a card load, ADR 0252): `move` gets a
   * function that makes the claim carrying that answer, so the key is settled in the same transaction
   * that moves the money. No second write, and no moment at which the money has moved while the key
   * still says "in progress" (a crash there used to leave it so until the key expired).
   */
  async runSettled<T>(status: number, now: number, move: (claim: (answer: T) => D1PreparedStatement[]) => Promise<T>): Promise<T> {
    if (this.replay !== undefined) return this.replay as T;
    try {
      return await move((answer) => this.claim(now, { status, body: answer }));
    } catch (error) {
      return (await this.afterFailure(error)) as T;
    }
  }
}
