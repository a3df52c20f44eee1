/**
 * Helpers that only exist in the sandbox (no token): the mailbox, the clock, reset and the OpenAPI
 * document. The web app proxies its own /_sandbox/* here while the sandbox is the provider.
 */
import type { Hono } from "hono";
import { buildOpenApiDocument } from "../../../contract/openapi";
import { sandbox } from "../../../contract/sandbox";
import { advanceClock, clockOffset, DAY, HOUR, iso, MINUTE } from "../clock";
import { getMail, listMail } from "../db/mailbox";
import type { AppEnv } from "../env";
import { register } from "../http/route";
import { processDue } from "../processing";
import { resetAndSeed } from "../seed";
import { HTML_SECURITY_HEADERS } from "../views/html";
import { mailListPage, mailMessagePage, notFoundPage, SANDBOX_CSS } from "../views/mail";

export function sandboxRoutes(app: Hono<AppEnv>): void {
  app.get("/_sandbox/sandbox.css", (c) =>
    c.body(SANDBOX_CSS, 200, { "Content-Type": "text/css; charset=utf-8", "Cache-Control": "public, max-age=300" }),
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

  register(app, sandbox.reset, ({ db }) => resetAndSeed(db));

  app.get("/openapi.json", (c) => c.json(buildOpenApiDocument()));
}
