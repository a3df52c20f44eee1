/**
 * Webhooks (issue 21; docs/decisions/0164 and 0165): the access-link call of the provider API, and
 * the console it opens (/_sandbox/webhooks, reached through the app's /_sandbox proxy, which forwards
 * only the console's own cookie there). Every console page and form is scoped to the session's
 * business; an endpoint or delivery of another business answers 404.
 */
import type { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { businesses } from "#contract/businesses";
import { isWebhookEventType, WEBHOOK_TEST_EVENT, type WebhookEventType } from "#domain/webhooks";
import { Caller } from "#sandbox/auth/access";
import type { SandboxContext, SandboxHono } from "#sandbox/env";
import { register } from "#sandbox/http/route";
import { HTML_SECURITY_HEADERS } from "#sandbox/views/html";
import { notFoundPage } from "#sandbox/views/mail";
import { type ConsoleForm, consoleClosedPage, consolePage, endpointPage } from "#sandbox/views/webhooks";
import {
  CONSOLE_COOKIE,
  CONSOLE_PATH,
  clearConsoleCookie,
  closeConsole,
  consoleBusiness,
  consoleCookie,
  issueConsoleLink,
  openConsole,
  webhookBusinessFor,
} from "#sandbox/webhooks/access";
import { businessName, deliveriesOf, summaries } from "#sandbox/webhooks/console-data";
import { attemptDelivery } from "#sandbox/webhooks/delivery";
import {
  countEndpoints,
  createEndpoint,
  deleteEndpoint,
  endpointUrlProblem,
  liveSecrets,
  MAX_ENDPOINTS_PER_BUSINESS,
  readEndpoint,
  rotateSecret,
  setEventTypes,
} from "#sandbox/webhooks/endpoints";
import { queueSender, recordEvent } from "#sandbox/webhooks/events";
import { webhooksOverview } from "#sandbox/webhooks/overview";

type Form = Record<string, string | File | (string | File)[]>;

function strings(form: Form, name: string): string[] {
  const value = form[name];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.filter((v): v is string => typeof v === "string");
}

function eventTypesOf(form: Form): WebhookEventType[] {
  return [...new Set(strings(form, "eventTypes").filter(isWebhookEventType))];
}

/** The console session's business, or a response that ends the request (no or an expired session). */
async function sessionBusiness(c: SandboxContext): Promise<string | Response> {
  const businessId = await consoleBusiness(c.env.DB, c.get("now"), getCookie(c, CONSOLE_COOKIE));
  if (businessId) return businessId;
  return c.html(consoleClosedPage("expired"), 401, HTML_SECURITY_HEADERS);
}

const MESSAGES = {
  added: "Endpoint added. Its signing secret is below.",
  removed: "Endpoint removed.",
  rotated: "Secret rotated.",
  types: "Event types saved.",
  test: "Test event sent. Its delivery is listed below.",
  resent: "Delivered once more. The attempt is listed below.",
} as const;
type MessageKey = keyof typeof MESSAGES;
const messageOf = (key: string | undefined) => (key && key in MESSAGES ? MESSAGES[key as MessageKey] : null);

async function renderConsole(c: SandboxContext, businessId: string, form: ConsoleForm, status: 200 | 400) {
  const db = c.env.DB;
  const [name, endpoints] = await Promise.all([businessName(db, businessId), summaries(db, businessId)]);
  return c.html(
    consolePage({ businessName: name, endpoints, form, message: messageOf(c.req.query("done")) }),
    status,
    HTML_SECURITY_HEADERS,
  );
}

async function renderEndpoint(c: SandboxContext, businessId: string, endpointId: string, error: string | null, status: 200 | 400) {
  const db = c.env.DB;
  const endpoint = await readEndpoint(db, businessId, endpointId);
  if (!endpoint) return c.html(notFoundPage(), 404, HTML_SECURITY_HEADERS);
  const [name, secrets, deliveries] = await Promise.all([
    businessName(db, businessId),
    liveSecrets(db, c.get("now"), endpoint.id),
    deliveriesOf(db, endpoint.id),
  ]);
  return c.html(
    endpointPage({ businessName: name, endpoint, secrets, deliveries, message: messageOf(c.req.query("done")), error }),
    status,
    HTML_SECURITY_HEADERS,
  );
}

const endpointPath = (id: string, done: MessageKey) => `${CONSOLE_PATH}/endpoints/${encodeURIComponent(id)}?done=${done}`;

export function webhookRoutes(app: Hono<SandboxHono>): void {
  register(app, businesses.getWebhooksAccessLink, async ({ c, db, now, principal, params }) => {
    const caller = new Caller(db, principal);
    const businessId = await webhookBusinessFor(caller, params.id);
    const token = await issueConsoleLink(db, now, businessId, principal.uid, principal.sid);
    return { url: `${new URL(c.req.url).origin}${CONSOLE_PATH}/open/${token}` };
  });

  // The integrations page's read (docs/decisions/0183): the same gate as the access link.
  register(app, businesses.getWebhooksOverview, async ({ db, now, principal, params }) => {
    const businessId = await webhookBusinessFor(new Caller(db, principal), params.id);
    return webhooksOverview(db, now, businessId);
  });

  // The link's only request: spend it, set the console's cookie, go to a token-free address.
  app.get(`${CONSOLE_PATH}/open/:token`, async (c) => {
    const opened = await openConsole(c.env.DB, c.get("now"), c.req.param("token"));
    if (!opened) return c.html(consoleClosedPage("expired"), 410, HTML_SECURITY_HEADERS);
    c.header("Set-Cookie", consoleCookie(opened.session, opened.maxAgeSeconds));
    c.header("Referrer-Policy", "no-referrer");
    return c.redirect(CONSOLE_PATH, 303);
  });

  app.get(CONSOLE_PATH, async (c) => {
    const businessId = await sessionBusiness(c);
    if (businessId instanceof Response) return businessId;
    return renderConsole(c, businessId, { url: "", description: "", eventTypes: [], error: null }, 200);
  });

  app.post(`${CONSOLE_PATH}/close`, async (c) => {
    await closeConsole(c.env.DB, getCookie(c, CONSOLE_COOKIE));
    c.header("Set-Cookie", clearConsoleCookie());
    return c.html(consoleClosedPage("closed"), 200, HTML_SECURITY_HEADERS);
  });

  app.post(`${CONSOLE_PATH}/endpoints`, async (c) => {
    const businessId = await sessionBusiness(c);
    if (businessId instanceof Response) return businessId;
    const form = (await c.req.parseBody({ all: true })) as Form;
    const url = (strings(form, "url")[0] ?? "").trim();
    const description = (strings(form, "description")[0] ?? "").trim().slice(0, 200);
    const eventTypes = eventTypesOf(form);
    let error = endpointUrlProblem(url);
    if (!error && (await countEndpoints(c.env.DB, businessId)) >= MAX_ENDPOINTS_PER_BUSINESS) {
      error = `A business can have at most ${MAX_ENDPOINTS_PER_BUSINESS} endpoints. Remove one first.`;
    }
    if (error) return renderConsole(c, businessId, { url, description, eventTypes, error }, 400);
    const id = await createEndpoint(c.env.DB, c.get("now"), businessId, { url, description, eventTypes });
    return c.redirect(endpointPath(id, "added"), 303);
  });

  app.get(`${CONSOLE_PATH}/endpoints/:id`, async (c) => {
    const businessId = await sessionBusiness(c);
    if (businessId instanceof Response) return businessId;
    return renderEndpoint(c, businessId, c.req.param("id"), null, 200);
  });

  app.post(`${CONSOLE_PATH}/endpoints/:id/delete`, async (c) => {
    const businessId = await sessionBusiness(c);
    if (businessId instanceof Response) return businessId;
    if (!(await deleteEndpoint(c.env.DB, businessId, c.req.param("id")))) return c.html(notFoundPage(), 404, HTML_SECURITY_HEADERS);
    return c.redirect(`${CONSOLE_PATH}?done=removed`, 303);
  });

  app.post(`${CONSOLE_PATH}/endpoints/:id/event-types`, async (c) => {
    const businessId = await sessionBusiness(c);
    if (businessId instanceof Response) return businessId;
    const form = (await c.req.parseBody({ all: true })) as Form;
    const id = c.req.param("id");
    if (!(await setEventTypes(c.env.DB, businessId, id, eventTypesOf(form)))) return c.html(notFoundPage(), 404, HTML_SECURITY_HEADERS);
    return c.redirect(endpointPath(id, "types"), 303);
  });

  app.post(`${CONSOLE_PATH}/endpoints/:id/rotate`, async (c) => {
    const businessId = await sessionBusiness(c);
    if (businessId instanceof Response) return businessId;
    const form = (await c.req.parseBody({ all: true })) as Form;
    const endpoint = await readEndpoint(c.env.DB, businessId, c.req.param("id"));
    if (!endpoint) return c.html(notFoundPage(), 404, HTML_SECURITY_HEADERS);
    const overlap = Number(strings(form, "overlap")[0] ?? "");
    if (!Number.isInteger(overlap) || overlap < 0)
      return renderEndpoint(c, businessId, endpoint.id, "Choose how long the old secret keeps working.", 400);
    await rotateSecret(c.env.DB, c.get("now"), endpoint.id, overlap);
    return c.redirect(endpointPath(endpoint.id, "rotated"), 303);
  });

  app.post(`${CONSOLE_PATH}/endpoints/:id/test`, async (c) => {
    const businessId = await sessionBusiness(c);
    if (businessId instanceof Response) return businessId;
    const endpoint = await readEndpoint(c.env.DB, businessId, c.req.param("id"));
    if (!endpoint) return c.html(notFoundPage(), 404, HTML_SECURITY_HEADERS);
    await recordEvent(
      c.env.DB,
      c.get("now"),
      queueSender(c.env.WEBHOOKS),
      { businessId, type: WEBHOOK_TEST_EVENT, data: { object: "test", message: "A test event from the webhook console" } },
      endpoint.id,
    );
    return c.redirect(endpointPath(endpoint.id, "test"), 303);
  });

  app.post(`${CONSOLE_PATH}/endpoints/:id/deliveries/:deliveryId/resend`, async (c) => {
    const businessId = await sessionBusiness(c);
    if (businessId instanceof Response) return businessId;
    const endpoint = await readEndpoint(c.env.DB, businessId, c.req.param("id"));
    if (!endpoint) return c.html(notFoundPage(), 404, HTML_SECURITY_HEADERS);
    const outcome = await attemptDelivery(c.env.DB, c.req.param("deliveryId"), { trigger: "resend", businessId });
    if (outcome.kind === "gone") return c.html(notFoundPage(), 404, HTML_SECURITY_HEADERS);
    return c.redirect(endpointPath(endpoint.id, "resent"), 303);
  });
}
