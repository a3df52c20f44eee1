/** The sandbox provider worker: the Hono app for requests, time-driven processing for the cron. */
import { createApp } from "./app";
import { now } from "./clock";
import { refuseNonLocal } from "./http/local-only";
import { processDue } from "./processors";

const app = createApp();

export default {
  fetch: (request, env, ctx) => refuseNonLocal(request) ?? app.fetch(request, env, ctx),
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(now(env.DB).then((at) => processDue(env.DB, at)));
  },
} satisfies ExportedHandler<SandboxEnv>;
