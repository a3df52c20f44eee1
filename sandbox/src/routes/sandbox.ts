/**
 * Helpers that only exist in the sandbox (no token): the mailbox, the clock, reset, simulated card
 * purchases, the card-details frame and the OpenAPI document. The web app proxies its own
 * /_sandbox/* here while the sandbox is the provider.
 */
import type { Hono } from "hono";
import { buildOpenApiDocument } from "#contract/openapi";
import { sandbox } from "#contract/sandbox";
import { checkCardAction } from "#domain/cards";
import { burnClientToken } from "#sandbox/cards/client-token";
import { readCard } from "#sandbox/cards/rows";
import { cardSecrets } from "#sandbox/cards/secrets";
import { simulatePurchase } from "#sandbox/cards/spend";
import { advanceClock, clockOffset, DAY, HOUR, iso, MINUTE } from "#sandbox/clock";
import { getMail, listMail } from "#sandbox/db/mailbox";
import type { SandboxHono } from "#sandbox/env";
import { ApiFailure } from "#sandbox/http/errors";
import { armFault, clearFaults, isProviderEndpoint } from "#sandbox/http/faults";
import { register } from "#sandbox/http/route";
import { processDue } from "#sandbox/processors";
import { resetAndSeed } from "#sandbox/seed";
import { CARD_FRAME_HEADERS, cardFrameExpiredPage, cardFramePage } from "#sandbox/views/card-frame";
import { HTML_SECURITY_HEADERS } from "#sandbox/views/html";
import { mailListPage, mailMessagePage, notFoundPage, SANDBOX_CSS } from "#sandbox/views/mail";
import { WEBHOOK_CONSOLE_CSS } from "#sandbox/views/webhooks";
import { queueSender, recordEvent } from "#sandbox/webhooks/events";

export function sandboxRoutes(app: Hono<SandboxHono>): void {
  app.get("/_sandbox/sandbox.css", (c) =>
    c.body(SANDBOX_CSS + WEBHOOK_CONSOLE_CSS, 200, { "Content-Type": "text/css; charset=utf-8", "Cache-Control": "public, max-age=300" }),
  );

  app.get("/_sandbox", (c) => c.redirect("/_sandbox/mail", 302));
  app.get("/_sandbox/", (c) => c.redirect("/_sandbox/mail", 302));

  app.get("/_sandbox/mail", async (c) => {
    const to = c.req.query("to")?.trim().toLowerCase() || undefined;
    const messages = await listMail(c.env.DB, to);
    return c.html(mailListPage(messages, to), 200, HTML_SECURITY_HEADERS);
  });

  app.get("/_sandbox/mail/:id", async (c) => {
    const message = await getMail(c.env.DB, c.req.param("id"));
    if (!message) return c.html(notFoundPage(), 404, HTML_SECURITY_HEADERS);
    return c.html(mailMessagePage(message), 200, HTML_SECURITY_HEADERS);
  });

  register(app, sandbox.listMailJson, async ({ db, query }) => ({ messages: await listMail(db, query.to || undefined) }));

  register(app, sandbox.getClock, async ({ db, now }) => ({ now: iso(now), offsetMs: await clockOffset(db) }));

  register(app, sandbox.advanceClock, async ({ db, body }) => {
    const ms = (body.minutes ?? 0) * MINUTE + (body.hours ?? 0) * HOUR + (body.days ?? 0) * DAY;
    const offsetMs = await advanceClock(db, ms);
    const now = Date.now() + offsetMs;
    const processed = await processDue(db, now);
    return { now: iso(now), offsetMs, processed };
  });

  register(app, sandbox.setFault, async ({ body }) => {
    if (!isProviderEndpoint(body.endpoint)) throw new ApiFailure(400, "validation_failed", `No provider endpoint ${body.endpoint}`);
    return { faults: armFault(body) };
  });

  register(app, sandbox.clearFaults, async () => ({ faults: clearFaults() }));

  register(app, sandbox.reset, ({ db }) => resetAndSeed(db));

  register(app, sandbox.purchase, async ({ db, env, now, params, body }) => {
    const result = await simulatePurchase(db, now, params.id, body);
    const card = await readCard(db, params.id);
    if (card) {
      // A transaction has no activity row: its webhook event is recorded here (ADR 0165).
      await recordEvent(db, now, queueSender(env.WEBHOOKS), {
        businessId: card.business_id,
        type: "transaction.created",
        data: {
          object: "transaction",
          id: result.transaction.id,
          businessId: card.business_id,
          cardId: card.id,
          transaction: result.transaction,
        },
      });
    }
    return result;
  });

  // The card-details frame: opens a client token once (docs/decisions/0032-card-details-frame.md).
  app.get("/_sandbox/card-frame/:token", async (c) => {
    const cardId = await burnClientToken(c.env.DB, c.get("now"), c.req.param("token"));
    const card = cardId ? await readCard(c.env.DB, cardId) : null;
    // The card may have been closed since the token was issued: then the link is dead too.
    const showable =
      card !== null && checkCardAction("showDetails", { status: card.status, formFactor: card.form_factor, balanceCents: 0 }) === null;
    if (!card || !showable) {
      return c.body(cardFrameExpiredPage(), 410, CARD_FRAME_HEADERS);
    }
    const secrets = await cardSecrets(card.id, card.last6);
    const page = cardFramePage({
      pan: secrets.pan,
      cvv: secrets.cvv,
      expiration: card.expiration,
      holderName: `${card.holder_first_name} ${card.holder_last_name}`,
    });
    return c.body(page, 200, CARD_FRAME_HEADERS);
  });

  app.get("/openapi.json", (c) => c.json(buildOpenApiDocument()));
}
