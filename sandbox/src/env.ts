/** Hono environment of the sandbox worker. */
import type { Context } from "hono";
import type { SessionRow } from "./auth/tokens";

export type AppEnv = {
  Bindings: SandboxEnv;
  Variables: {
    /** The sandbox clock (epoch ms) read once at the start of the request. */
    now: number;
    /** The bearer token's session row, read with the request's prelude (http/prelude.ts). */
    session: SessionRow | null | undefined;
  };
};

export type AppContext = Context<AppEnv>;
