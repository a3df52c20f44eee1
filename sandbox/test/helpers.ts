/** Helpers for the sandbox tests: calls through the worker's fetch handler, personas, mailbox, clock. */
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { Tokens } from "#contract/identity";
import type { MailMessage } from "#contract/sandbox";
import { seed } from "#sandbox/seed";
import { DEMO_PASSWORD } from "#sandbox/seed/personas";

export const BASE = "https://sandbox.test";

export type Reply<T = Record<string, unknown>> = { status: number; body: T; headers: Headers };

export async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const response = await SELF.fetch(`${BASE}${path}`, {
    method,
    redirect: "manual",
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const body = (text && response.headers.get("content-type")?.includes("json") ? JSON.parse(text) : text) as T;
  return { status: response.status, body, headers: response.headers };
}

/** Seeds once per test file (each file has its own D1), with a small Metro for speed. */
export async function seedSmall(): Promise<void> {
  const row = await env.DB.prepare("SELECT value FROM meta WHERE key = 'seed'").first<{ value: string }>();
  if (row?.value !== "ready") await seed(env.DB, { metroCards: 40 });
}

export async function signin(identifier: string, realm: "business" | "cardholder" = "business", password = DEMO_PASSWORD): Promise<Tokens> {
  const reply = await call<Tokens>("POST", "/auth/signin", { body: { realm, identifier, password } });
  if (reply.status !== 200) throw new Error(`signin ${identifier} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

export async function mailTo(address: string): Promise<MailMessage[]> {
  const reply = await call<{ messages: MailMessage[] }>("GET", `/_sandbox/mail.json?to=${encodeURIComponent(address)}`);
  return reply.body.messages;
}

/** The code `POST /auth/addressCode` e-mails to prove an address before its account is created (ADR 0200). */
export async function addressCode(realm: "business" | "cardholder", email: string, language?: string): Promise<string> {
  const reply = await call("POST", "/auth/addressCode", { body: { realm, email, ...(language ? { language } : {}) } });
  if (reply.status !== 202) throw new Error(`addressCode answered ${reply.status}`);
  return latestCode(email);
}

/** The newest one-time code sent to an address or phone. */
export async function latestCode(address: string): Promise<string> {
  const [message] = await mailTo(address);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code in the mailbox for ${address}`);
  return code;
}

export async function advanceClock(by: { minutes?: number; hours?: number; days?: number }): Promise<void> {
  const reply = await call("POST", "/_sandbox/clock/advance", { body: by });
  if (reply.status !== 200) throw new Error(`clock advance failed: ${reply.status}`);
}
