/**
 * The sandbox worker's Hono environment (bindings and per-request variables). Named `SandboxHono`
 * so it cannot be confused with the app worker's global `SandboxHono` (its Cloudflare bindings).
 */
import type { Context } from "hono";
import type { SessionRow } from "./auth/session-row";

export type SandboxHono = {
  Bindings: SandboxEnv;
  Variables: {
    /** The sandbox clock (epoch ms) read once at the start of the request. */
    now: number;
    /** The bearer token's session row, read with the request's prelude (http/prelude.ts). */
    session: SessionRow | null | undefined;
    /**
     * Set by a change that checked the webhook outbox in its own batch and found nothing to send (a card
     * load, ADR 0252): the dispatch after the request is skipped.
     */
    outboxChecked?: boolean;
  };
};

export type SandboxContext = Context<SandboxHono>;
