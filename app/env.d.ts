// Secrets are not in wrangler.jsonc; declare them here so the types hold on a machine without .dev.vars.
interface AppEnv {
  /** Key material for the encrypted session cookie (at least 32 characters). */
  SESSION_SECRET: string;
  /** "1" turns the sandbox provider on (local scripts and tests only; ADR 0098). Absent in deployments. */
  SANDBOX_MODE?: string;
}
