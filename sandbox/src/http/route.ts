/**
 * Registers a contract endpoint on the Hono app: authenticates bearer calls, validates path
 * parameters, query and body with the contract's schemas (a refusal is 400 `validation_failed` with
 * field issues: see toFieldIssues), and checks the handler's answer against the response schema before
 * sending it (so the sandbox cannot drift from the contract).
 */
import type { Hono } from "hono";
import { decodeJwt } from "jose";
import type { z } from "zod";
import type { Endpoint, EndpointBody, EndpointParams, EndpointQuery } from "#contract/common";
import { authenticate, type Principal } from "../auth/principal";
import type { SandboxContext, SandboxHono } from "../env";
import { isRecipientAudience, type RecipientPrincipal, verifyRecipientToken } from "../recipients/intake-sign-in";
import { ApiFailure, type RequestPart, toFieldIssues, validationFailed } from "./errors";
import { bearerToken } from "./prelude";

export type RouteInput<E extends Endpoint> = {
  c: SandboxContext;
  db: D1Database;
  env: SandboxEnv;
  /** The sandbox clock at the start of the request (epoch ms). */
  now: number;
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  /** A business user or cardholder; on calls that accept a recipient access token, possibly the recipient. */
  principal: E["auth"] extends "bearer" ? (E["recipientToken"] extends true ? Principal | RecipientPrincipal : Principal) : null;
};

export type RouteReply<E extends Endpoint> = E["response"] extends z.ZodType ? z.input<E["response"]> : null;

export type RouteHandler<E extends Endpoint> = (input: RouteInput<E>) => Promise<RouteReply<E>>;

/** `/users/{id}/` to Hono's `/users/:id/`. */
export function honoPath(template: string): string {
  return template.replace(/\{([A-Za-z0-9_]+)\}/g, ":$1");
}

/**
 * Parses one part of the request with the contract's schema. The contract builds its request
 * schemas from domain/'s field rules, so a refused field carries the message key the app's own
 * validation gives for the same value.
 */
function parseSlot<S extends z.ZodType | undefined>(schema: S, value: unknown, part: RequestPart): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw validationFailed(toFieldIssues(result.error.issues, part));
  return result.data;
}

async function readJson(c: SandboxContext): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiFailure(400, "invalid_json", "The request body is not valid JSON");
  }
}

/**
 * The caller of a bearer call. A recipient access token (audience beacon-recipient-intake) is verified
 * as such only where the contract accepts it; anywhere else it fails the id token's audience check (401).
 */
async function authenticateFor(endpoint: Endpoint, c: SandboxContext, now: number): Promise<Principal | RecipientPrincipal> {
  if (endpoint.recipientToken) {
    const token = bearerToken(c.req.header("authorization"));
    if (token && recipientAudience(token)) return verifyRecipientToken(c.env.DB, c.env, now, token);
  }
  return authenticate(c, now);
}

function recipientAudience(token: string): boolean {
  try {
    return isRecipientAudience(decodeJwt(token));
  } catch {
    return false;
  }
}

export function register<E extends Endpoint>(app: Hono<SandboxHono>, endpoint: E, handler: RouteHandler<E>): void {
  const method = endpoint.method.toLowerCase() as "get" | "post" | "put" | "patch" | "delete";
  app.on(method.toUpperCase(), honoPath(endpoint.path), async (c) => {
    const db = c.env.DB;
    const now = c.get("now");
    const principal = endpoint.auth === "bearer" ? await authenticateFor(endpoint, c, now) : null;
    const params = parseSlot(endpoint.params, c.req.param(), "params");
    const query = parseSlot(endpoint.query, c.req.query(), "query");
    const body = endpoint.body ? parseSlot(endpoint.body, await readJson(c), "body") : undefined;
    const input = { c, db, env: c.env, now, params, query, body, principal } as RouteInput<E>;
    const reply = await handler(input);
    if (endpoint.response === null) return c.body(null, 204);
    const checked = endpoint.response.safeParse(reply);
    if (!checked.success) {
      throw new Error(`Response of ${endpoint.id} does not match the contract: ${JSON.stringify(toFieldIssues(checked.error.issues))}`);
    }
    return c.json(checked.data as object, endpoint.status as 200 | 201 | 202);
  });
}
