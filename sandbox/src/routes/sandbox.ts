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
import type { SandboxContext, SandboxHono } from "#sandbox/env";
import { ApiFailure } from "#sandbox/http/errors";
import { armFault, clearFaults, isProviderEndpoint } from "#sandbox/http/faults";
import { register } from "#sandbox/http/route";
import { processDue } from "#sandbox/processors";
import { chooseAccount, failedAddress, openHostedLink, returnAddress } from "#sandbox/recipients/bank-link-page";
import { resetAndSeed } from "#sandbox/seed";
import {
  BANK_LINK_CSS,
  type BankLinkLanguage,
  bankLinkLanguageOf,
  chooseAccountPage,
  chooseBankPage,
  testBank,
  unusablePage,
} from "#sandbox/views/bank-link";
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
        // The activity events' shape (object, id, businessId, change, details), as the docs promise, plus
        // the card and the whole transaction (issue 38 item 9, ADR 0221).
        data: {
          object: "transaction",
          id: result.transaction.id,
          businessId: card.business_id,
          change: "transaction_created",
          details: {
            cardId: card.id,
            amountCents: result.transaction.approvedAmountCents,
            status: result.transaction.transactionEventStatus,
          },
          cardId: card.id,
          transaction: result.transaction,
        },
      });
    }
    return result;
  });

  app.get("/_sandbox/bank-link.css", (c) =>
    c.body(BANK_LINK_CSS, 200, { "Content-Type": "text/css; charset=utf-8", "Cache-Control": "public, max-age=3600" }),
  );

  // The bank-linking service's hosted page (docs/decisions/0159-hosted-bank-linking-page.md): no script,
  // en/es/pl, the link token in the address; GET shows the banks or a bank's accounts, POST leaves.
  // Also at the provider's own paths (/bank-link/…, /card-frame/…), where the app sends the browser when it
  // reaches the provider by URL (PROVIDER_BASE_URL), as in a production-like local run (ADR 0205).
  app.get("/_sandbox/bank-link/:token", (c) => showBankLink(c));
  app.get("/bank-link/:token", (c) => showBankLink(c));
  app.post("/_sandbox/bank-link/:token", (c) => leaveBankLink(c));
  app.post("/bank-link/:token", (c) => leaveBankLink(c));
  app.get("/_sandbox/card-frame/:token", (c) => showCardFrame(c));
  app.get("/card-frame/:token", (c) => showCardFrame(c));

  async function showBankLink(c: SandboxContext) {
    const link = await openHostedLink(c.env.DB, c.get("now"), c.req.param("token") ?? "");
    const language: BankLinkLanguage =
      bankLinkLanguageOf(c.req.query("lang")) ?? bankLinkLanguageOf("language" in link ? link.language : null) ?? "en";
    if (link.state === "unknown") return c.html(unusablePage(language, "unknown", null), 404, BANK_LINK_HEADERS);
    if (link.state === "closed") return c.html(unusablePage(language, "closed", failedAddress(link.redirectUri)), 410, BANK_LINK_HEADERS);
    if (link.state === "noReturn") return c.html(unusablePage(language, "noReturn", null), 409, BANK_LINK_HEADERS);
    const bankId = c.req.query("bank");
    const headers = bankLinkHeaders(link.redirectUri);
    if (bankId === undefined) return c.html(chooseBankPage(language, false), 200, headers);
    const bank = testBank(bankId);
    if (!bank) return c.html(chooseBankPage(language, true), 400, headers);
    return c.html(chooseAccountPage(language, bank, false), 200, headers);
  }

  async function leaveBankLink(c: SandboxContext) {
    const form = await c.req.parseBody();
    const field = (name: string) => (typeof form[name] === "string" ? form[name] : undefined);
    const language: BankLinkLanguage = bankLinkLanguageOf(field("lang")) ?? "en";
    const link = await openHostedLink(c.env.DB, c.get("now"), c.req.param("token") ?? "");
    if (link.state === "unknown") return c.html(unusablePage(language, "unknown", null), 404, BANK_LINK_HEADERS);
    if (link.state === "closed") return c.html(unusablePage(language, "closed", failedAddress(link.redirectUri)), 410, BANK_LINK_HEADERS);
    if (link.state === "noReturn") return c.html(unusablePage(language, "noReturn", null), 409, BANK_LINK_HEADERS);
    const intent = field("intent");
    if (intent === "cancel") return c.redirect(returnAddress(link, { bankLink: "cancelled" }), 303);
    if (intent === "fail") return c.redirect(returnAddress(link, { bankLink: "failed" }), 303);
    const bank = testBank(field("bank"));
    const headers = bankLinkHeaders(link.redirectUri);
    if (intent !== "link" || !bank || bank.unreachable) return c.html(chooseBankPage(language, true), 400, headers);
    const account = bank.accounts.find((a) => a.linkAccountId === field("account"));
    if (!account) return c.html(chooseAccountPage(language, bank, true), 400, headers);
    if (!(await chooseAccount(c.env.DB, c.get("now"), link.hash, account.linkAccountId))) {
      return c.html(unusablePage(language, "closed", failedAddress(link.redirectUri)), 410, BANK_LINK_HEADERS);
    }
    return c.redirect(returnAddress(link, { bankLink: "linked", accountId: account.linkAccountId }), 303);
  }

  // The card-details frame: opens a client token once (docs/decisions/0032-card-details-frame.md).
  async function showCardFrame(c: SandboxContext) {
    const cardId = await burnClientToken(c.env.DB, c.get("now"), c.req.param("token") ?? "");
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
  }

  app.get("/openapi.json", (c) => c.json(buildOpenApiDocument()));
}

/**
 * The hosted page's headers: nothing cached, no referrer (the address holds the link token), no frames;
 * its forms post to itself and then redirect to the app, whose origin form-action must allow too.
 */
function bankLinkHeaders(redirectUri?: string): Record<string, string> {
  const formAction = ["'self'", ...(redirectUri ? [new URL(redirectUri).origin] : [])].join(" ");
  return {
    "Content-Security-Policy": `default-src 'none'; style-src 'self'; img-src 'none'; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`,
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "X-Robots-Tag": "noindex",
  };
}
const BANK_LINK_HEADERS = bankLinkHeaders();
