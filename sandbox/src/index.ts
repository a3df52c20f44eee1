/** The sandbox provider worker: the Hono app for requests, time-driven processing for the cron. */
import { createApp } from "./app";
import { now } from "./clock";
import { refuseNonLocal } from "./http/local-only";
import { processDue } from "./processors";
import { consumeDeliveries } from "./webhooks/delivery";
import { type DeliveryJob, dispatchWebhooks, queueSender } from "./webhooks/events";

const app = createApp();

export default {
  fetch: (request, env, ctx) => refuseNonLocal(request, env) ?? app.fetch(request, env, ctx),
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(
      now(env.DB).then(async (at) => {
        await processDue(env.DB, at);
        await dispatchWebhooks(env.DB, at, queueSender(env.WEBHOOKS));
      }),
    );
  },
  async queue(batch, env, _ctx) {
    await consumeDeliveries(batch as MessageBatch<DeliveryJob>, env.DB);
  },
} satisfies ExportedHandler<SandboxEnv>;
