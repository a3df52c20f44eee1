import type { RouterContextProvider } from "react-router";
import { cloudflareContext } from "#app/context";
import { type ProviderExtension, parseDisabledExtensions } from "#contract/extensions";

/**
 * The provider extensions a deployment switched off (DISABLED_PROVIDER_EXTENSIONS, ADR 0222): for a
 * provider that lacks a call the spec does not define, the feature hides or falls back.
 */
export function disabledExtensionsProblem(env: AppEnv): string | null {
  const text = env.DISABLED_PROVIDER_EXTENSIONS ?? "";
  if (typeof text !== "string") return "must list extension names separated by commas";
  const parsed = parseDisabledExtensions(text);
  return parsed.ok ? null : parsed.problem;
}

const cache = new WeakMap<object, ReadonlySet<ProviderExtension>>();

export function disabledExtensions(env: AppEnv): ReadonlySet<ProviderExtension> {
  let set = cache.get(env);
  if (!set) {
    const parsed = parseDisabledExtensions(typeof env.DISABLED_PROVIDER_EXTENSIONS === "string" ? env.DISABLED_PROVIDER_EXTENSIONS : "");
    set = new Set(parsed.ok ? parsed.names : []);
    cache.set(env, set);
  }
  return set;
}

/** Whether this deployment's provider offers the extension (the default: every extension is on). */
export function extensionOn(context: Readonly<RouterContextProvider>, name: ProviderExtension): boolean {
  return !disabledExtensions(context.get(cloudflareContext).env).has(name);
}
