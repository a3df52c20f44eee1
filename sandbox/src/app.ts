/**
 * The sandbox provider as a Hono app. Endpoints of the contract that are not implemented yet have
 * no route, so they answer 404 `not_found` from the not-found handler.
 */
import { Hono } from "hono";
import { now } from "./clock";
import type { SandboxHono } from "./env";
import { ApiFailure } from "./http/errors";
import { faultInjection } from "./http/faults";
import { readPrelude } from "./http/prelude";
import { autoloadRoutes } from "./routes/autoloads";
import { bankTransferRoutes } from "./routes/bank-transfers/index";
import { businessRoutes } from "./routes/businesses/index";
import { cardholderRoutes } from "./routes/cardholders";
import { cardRoutes } from "./routes/cards/index";
import { identityRoutes } from "./routes/identity";
import { onboardingRoutes } from "./routes/onboarding";
import { recipientIntakeRoutes } from "./routes/recipient-intake";
import { sandboxRoutes } from "./routes/sandbox";
import { userRoutes } from "./routes/users";
import { webhookRoutes } from "./routes/webhooks";
import { ensureSeeded, type SeedOptions } from "./seed";
import { dispatchWebhooks, queueSender } from "./webhooks/events";

export type AppOptions = { seed?: SeedOptions };

/** Paths that carry a secret (the card-details frame's client token, the bank-linking page's link token) are logged without it. */
export function redactPath(path: string): string {
  return path
    .replace(/^(\/_sandbox)?\/card-frame\/.*/, "$1/card-frame/[redacted]")
    .replace(/^\/_sandbox\/webhooks\/open\/.*/, "/_sandbox/webhooks/open/[redacted]")
    .replace(/^(\/_sandbox)?\/bank-link\/.*/, "$1/bank-link/[redacted]");
}

export function createApp(options: AppOptions = {}): Hono<SandboxHono> {
  const app = new Hono<SandboxHono>();

  // First, so a fault answers before the call does anything (or spoils the answer after it).
  app.use("*", faultInjection);
  app.use("*", async (c, next) => {
    // One round trip: seed state, clock and the bearer token's session. An empty database seeds
    // itself on the first request (reset seeds on its own).
    const prelude = await readPrelude(c.env.DB, c.req.header("authorization"));
    const resetting = c.req.method === "POST" && c.req.path === "/_sandbox/reset";
    if (prelude.seedReady || resetting) {
      c.set("now", Date.now() + prelude.offsetMs);
      c.set("session", prelude.session);
    } else {
      await ensureSeeded(c.env.DB, options.seed);
      c.set("now", await now(c.env.DB));
      c.set("session", undefined);
    }
    await next();
    // A change (any non-GET) may have written activities: turn them into webhook events (ADR 0165), unless
    // it looked at the outbox in its own batch and found nothing to send (ADR 0252).
    if (c.req.method !== "GET" && c.req.method !== "HEAD" && !c.get("outboxChecked")) {
      await dispatchWebhooks(c.env.DB, c.get("now"), queueSender(c.env.WEBHOOKS));
    }
    c.header("X-Content-Type-Options", "nosniff");
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
  });

  identityRoutes(app);
  userRoutes(app);
  businessRoutes(app);
  cardRoutes(app);
  cardholderRoutes(app);
  bankTransferRoutes(app);
  autoloadRoutes(app);
  recipientIntakeRoutes(app);
  onboardingRoutes(app);
  sandboxRoutes(app);
  webhookRoutes(app);

  app.notFound((c) => c.json({ code: "not_found", msg: "No such endpoint" }, 404));

  app.onError((error, c) => {
    if (error instanceof ApiFailure) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.json({ code: error.code, msg: error.message, ...(error.issues ? { issues: error.issues } : {}) }, error.status);
    }
    console.error(
      "Sandbox request failed:",
      c.req.method,
      redactPath(c.req.path),
      error instanceof Error ? error.message : "unknown error",
    );
    return c.json({ code: "internal", msg: "Unexpected error" }, 500);
  });

  return app;
}
