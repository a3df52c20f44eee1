/**
 * The provider calls the product spec (section 7) does not define but the app uses: the provider's
 * extensions (issue 38 item 8, docs/provider-extensions.md, docs/decisions/0222). Each has a name a
 * deployment can list in DISABLED_PROVIDER_EXTENSIONS when its provider lacks it; the feature then hides
 * or falls back. The OpenAPI document marks their operations `x-extension: true`.
 */
export const PROVIDER_EXTENSIONS = {
  /** The recipient's own e-mail verification before bank details (ADR 0105). */
  recipientIntake: [
    "recipientIntake.checkLink",
    "recipientIntake.sendCode",
    "recipientIntake.verifyCode",
    "recipientIntake.requestLink",
    "recipientIntake.signOut",
  ],
  /** Reading a business's onboarding application from its link (ADR 0161). */
  onboardingApplication: ["onboarding.getApplication"],
  /** The health of the business's webhook endpoints on /integrations (ADR 0183). */
  webhooksOverview: ["businesses.getWebhooksOverview"],
  /** Changing a member's role in place (ADR 0180). */
  changeMemberRole: ["businesses.changeMemberRole"],
} as const;

export type ProviderExtension = keyof typeof PROVIDER_EXTENSIONS;
export const providerExtensionNames = Object.keys(PROVIDER_EXTENSIONS) as ProviderExtension[];

/** The extension an operation belongs to, or null for a call of the spec. */
export function extensionOf(operationId: string): ProviderExtension | null {
  for (const name of providerExtensionNames) if ((PROVIDER_EXTENSIONS[name] as readonly string[]).includes(operationId)) return name;
  return null;
}

/**
 * DISABLED_PROVIDER_EXTENSIONS: extension names separated by commas (spaces allowed), or empty. An unknown
 * name is a configuration problem, never silently ignored.
 */
export function parseDisabledExtensions(text: string): { ok: true; names: ProviderExtension[] } | { ok: false; problem: string } {
  const names = text
    .split(",")
    .map((n) => n.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !(providerExtensionNames as string[]).includes(n));
  if (unknown.length > 0)
    return { ok: false, problem: `names no extension ${unknown.length === 1 ? "" : "(several) "}of: ${providerExtensionNames.join(", ")}` };
  return { ok: true, names: [...new Set(names)] as ProviderExtension[] };
}
