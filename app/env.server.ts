import { disabledExtensionsProblem } from "#app/provider/extensions.server";
import { providerMode, usesSandbox } from "#app/provider/provider-mode";
import { parseBusinessIdList, SANDBOX_SUPER_FUNDING_ACCOUNT_BUSINESS_IDS, SUPER_FUNDING_ACCOUNT_COUNT } from "#domain/funding";

/**
 * The app worker's configuration, checked once per isolate (the bindings object is the same for every
 * request of an isolate). A misconfigured deployment answers 503 from its first request, with one log
 * line naming each setting or binding that is wrong (never its value; ADR 0207), instead of failing later
 * inside a sign-in, and never falls back to a written-in secret.
 */

/** Example or placeholder values that must never be a deployment's secret. */
const DEFAULT_SECRETS = new Set(["generate", "changeme", "change-me", "secret", "session-secret", "development", "test"]);

/** Fewer distinct characters than this is no random secret (43 random base64url characters have about 30). */
const MIN_DISTINCT_SECRET_CHARACTERS = 12;

function secretProblem(value: unknown, name: string): string | null {
  if (value === undefined || value === null || value === "") return name === "SESSION_SECRET" ? "is not set" : null;
  if (typeof value !== "string") return "must be a string";
  if (DEFAULT_SECRETS.has(value.trim().toLowerCase())) return "is an example value, not a secret";
  if (value.length < 32) return "must be at least 32 characters";
  if (new Set(value).size < MIN_DISTINCT_SECRET_CHARACTERS) return "is not random (too few different characters)";
  return null;
}

/** Hosts a production-like local run serves the provider on (http is allowed only there, ADR 0205). */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

function providerUrlProblem(value: unknown): string | null {
  if (value === undefined || value === "") return null;
  if (typeof value !== "string") return "must be empty or a URL";
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "must be empty or an https:// URL";
  }
  const loopback = LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && loopback)) return "must be empty or an https:// URL";
  if (url.username || url.password || url.search || url.hash || value.endsWith("/")) {
    return "must be the provider's address without credentials, query or trailing slash";
  }
  return null;
}

/** A provider URL over http on a loopback host: only a production-like run on one machine has one. */
function isLoopbackProvider(value: unknown): boolean {
  if (typeof value !== "string" || value === "" || providerUrlProblem(value)) return false;
  const url = new URL(value);
  return url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname);
}

export type EnvProblem = { setting: string; problem: string };

const checked = new WeakMap<object, EnvProblem[]>();

/** What is wrong with the worker's settings and bindings (an empty list when nothing is). */
export function envProblems(env: AppEnv): EnvProblem[] {
  let problems = checked.get(env);
  if (!problems) {
    problems = [];
    const add = (setting: string, problem: string | null) => {
      if (problem) problems?.push({ setting, problem });
    };
    add("SESSION_SECRET", secretProblem(env.SESSION_SECRET, "SESSION_SECRET"));
    add("SESSION_SECRET_PREVIOUS", secretProblem(env.SESSION_SECRET_PREVIOUS, "SESSION_SECRET_PREVIOUS"));
    if (env.SESSION_SECRET_PREVIOUS && env.SESSION_SECRET_PREVIOUS === env.SESSION_SECRET)
      add("SESSION_SECRET_PREVIOUS", "must differ from SESSION_SECRET (remove it when no rotation is under way)");
    add("PROVIDER_BASE_URL", providerUrlProblem(env.PROVIDER_BASE_URL));
    const sandboxMode = (env as { SANDBOX_MODE?: unknown }).SANDBOX_MODE;
    if (sandboxMode !== undefined && sandboxMode !== "" && sandboxMode !== "0" && sandboxMode !== "1")
      add("SANDBOX_MODE", 'must be "1" (sandbox) or unset');
    // Bindings: the app's own database and the import job always; the sandbox's only when it is used.
    if (!isBinding(env.APP_DB, "prepare")) add("APP_DB", "binding is missing (a D1 database)");
    if (!isBinding(env.IMPORTS, "create")) add("IMPORTS", "binding is missing (the beacon-imports Workflow)");
    if (providerMode(env) === "sandbox" && !isBinding(env.SANDBOX, "fetch"))
      add("SANDBOX", "binding is missing (SANDBOX_MODE=1 needs the sandbox worker's service binding)");
    add("SUPER_FUNDING_ACCOUNT_BUSINESS_IDS", superFundingProblem(env));
    add("DISABLED_PROVIDER_EXTENSIONS", disabledExtensionsProblem(env));
    checked.set(env, problems);
  }
  return problems;
}

function isBinding(value: unknown, method: string): boolean {
  return typeof value === "object" && value !== null && typeof (value as Record<string, unknown>)[method] === "function";
}

/**
 * The super-business funding accounts (spec section 6, ADR 0148): with a real provider the setting must
 * name the twelve top-level businesses; in sandbox mode it may be unset (the sandbox's own list is used)
 * and, when set, must at least be a list of ids.
 */
function superFundingProblem(env: AppEnv): string | null {
  const text = env.SUPER_FUNDING_ACCOUNT_BUSINESS_IDS ?? "";
  if (typeof text !== "string") return "must list business ids separated by commas";
  const parsed = parseBusinessIdList(text);
  if (!parsed.ok) return parsed.problem;
  // The twelve are a real provider's customers. A provider on this machine (http on a loopback host: the
  // sandbox served on its own port for a production-like run, ADR 0226) lists its own, at least one.
  const local = isLoopbackProvider(env.PROVIDER_BASE_URL);
  if (local && parsed.ids.length === 0) return "must list at least one business id (the sandbox's is biz_unity)";
  if (env.PROVIDER_BASE_URL && !local && parsed.ids.length !== SUPER_FUNDING_ACCOUNT_COUNT)
    return `must list the provider's ${SUPER_FUNDING_ACCOUNT_COUNT} top-level businesses with a super-business funding account`;
  return null;
}

/** The top-level businesses with a super-business funding account, as configured (envProblems checked it). */
export function superFundingAccountIds(env: AppEnv): readonly string[] {
  const setting = env.SUPER_FUNDING_ACCOUNT_BUSINESS_IDS;
  const parsed = parseBusinessIdList(typeof setting === "string" ? setting : "");
  const ids = parsed.ok ? parsed.ids : [];
  if (ids.length > 0 || env.PROVIDER_BASE_URL) return ids;
  return usesSandbox(env) ? SANDBOX_SUPER_FUNDING_ACCOUNT_BUSINESS_IDS : [];
}
