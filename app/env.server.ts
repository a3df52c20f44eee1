import { z } from "zod";

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
    checked.set(env, problems);
  }
  return problems;
}
