/** Hono environment of the sandbox worker. */
import type { Context } from "hono";

export type AppEnv = {
  Bindings: SandboxEnv;
  Variables: {
    /** The sandbox clock (epoch ms) read once at the start of the request. */
    now: number;
  };
};

export type AppContext = Context<AppEnv>;
