// Secrets are not in wrangler.jsonc; declare them here so the types hold on a machine without .dev.vars.
interface AppEnv {
  /** Key material for the encrypted session cookie (at least 32 characters). */
  SESSION_SECRET: string;
  /** The secret SESSION_SECRET replaced, during a rotation: opens cookies it sealed, seals nothing. */
  SESSION_SECRET_PREVIOUS?: string;
  /** "1" turns the sandbox provider on (local scripts and tests only; ADR 0098). Absent in deployments. */
  SANDBOX_MODE?: string;
  /**
   * The top-level businesses treated as having a super-business funding account (spec section 6: twelve
   * of the provider's ids), comma-separated. Required with a real provider; in sandbox mode, when unset,
   * the sandbox's own (domain/funding.ts). ADR 0148.
   */
  SUPER_FUNDING_ACCOUNT_BUSINESS_IDS?: string;
  /**
   * Provider extensions (calls the spec does not define) this deployment's provider lacks, comma-separated
   * names of contract/extensions.ts: recipientIntake, onboardingApplication, webhooksOverview,
   * changeMemberRole. Empty or unset: all on. ADR 0222, docs/provider-extensions.md.
   */
  DISABLED_PROVIDER_EXTENSIONS?: string;
}

/** The paths of the twelve languages' JSON files in the browser build, by i18next language (vite.config.ts). */
declare module "virtual:beacon-locale-assets" {
  const paths: Record<string, string>;
  export default paths;
  /** The paths of each language's namespace files (`/assets/locales/fr/cards.<hash>.json`), for the browser (ADR 0250). */
  export const NAMESPACE_FILES: Record<string, Record<string, string>>;
}
