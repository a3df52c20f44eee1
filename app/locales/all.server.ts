import type { Resource, ResourceKey } from "i18next";
import { isNamespace } from "#app/i18n/namespaces";
import { isLanguageCode, languageTag } from "#domain/languages";

const MODULES = import.meta.glob<{ default: ResourceKey }>("./*/*.ts", { eager: true });

/**
 * Every language and namespace, keyed by i18next language (BCP 47 tag): for the unit tests and the build
 * (vite.config.ts writes one JSON file per language from it). The server reads a request's language
 * through app/locales/server.ts, never this (ADR 0225).
 */
export const RESOURCES: Resource = {};
for (const [path, module] of Object.entries(MODULES)) {
  const [, code, ns] = /^\.\/([^/]+)\/([^/]+)\.ts$/.exec(path) ?? [];
  if (!isLanguageCode(code) || !isNamespace(ns)) throw new Error(`Unexpected locale module ${path}`);
  const tag = languageTag(code);
  RESOURCES[tag] ??= {};
  RESOURCES[tag][ns] = module.default;
}
