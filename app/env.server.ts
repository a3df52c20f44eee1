import { z } from "zod";
import { usesSandbox } from "#app/provider/provider-mode";
import { parseBusinessIdList, SANDBOX_SUPER_FUNDING_ACCOUNT_BUSINESS_IDS, SUPER_FUNDING_ACCOUNT_COUNT } from "#domain/funding";

/**
 * The app worker's configuration, checked once per isolate (the bindings object is the same for every
 * request of an isolate). A misconfigured deployment answers 500 from its first request, naming the
 * setting that is wrong (never its value), instead of failing later inside a sign-in.
 */
const envSchema = z.object({
  /** Key material of the sealed session cookie. */
  SESSION_SECRET: z.string().min(32, { error: "must be at least 32 characters" }),
  /** Empty: the sandbox provider through its service binding; otherwise the real provider, over HTTPS. */
  PROVIDER_BASE_URL: z.union([z.literal(""), z.url({ protocol: /^https$/, error: "must be empty or an https:// URL" })]),
});

export type EnvProblem = { setting: string; problem: string };

const checked = new WeakMap<object, EnvProblem[]>();

/** What is wrong with the worker's settings (an empty list when nothing is). */
export function envProblems(env: AppEnv): EnvProblem[] {
  let problems = checked.get(env);
  if (!problems) {
    const result = envSchema.safeParse(env);
    problems = result.success ? [] : result.error.issues.map((i) => ({ setting: String(i.path[0]), problem: i.message }));
    const superFunding = superFundingProblem(env);
    if (superFunding) problems.push({ setting: "SUPER_FUNDING_ACCOUNT_BUSINESS_IDS", problem: superFunding });
    checked.set(env, problems);
  }
  return problems;
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
  if (env.PROVIDER_BASE_URL && parsed.ids.length !== SUPER_FUNDING_ACCOUNT_COUNT)
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
