import type { ResourceKey } from "i18next";
import { createContext, useContext } from "react";

/**
 * Where the browser finds the page language's texts (ADR 0250): one JSON file per namespace in the
 * browser build (`/assets/locales/fr/cards.<hash>.json`, written by vite.config.ts), by namespace. The
 * server knows the paths (the build's `virtual:beacon-locale-assets`) and writes the page language's on
 * a page that ships JavaScript (`<meta name="i18n-files">`, root.tsx); the browser reads them from there
 * before it hydrates. So the texts are data the browser parses as JSON, not JavaScript chunks, and the
 * browser's code carries no table of every language's files. Empty under `npm run dev`, where the
 * browser imports the sources (app/locales/index.ts).
 */
export type I18nFiles = Record<string, string>;

const I18nFilesContext = createContext<I18nFiles>({});

export const I18nFilesProvider = I18nFilesContext.Provider;

export function useI18nFiles(): I18nFiles {
  return useContext(I18nFilesContext);
}

/** The name of the `<meta>` that carries the paths. */
export const I18N_FILES_META = "i18n-files";

/** The paths the server wrote on the page (browser only). */
export function pageI18nFiles(): I18nFiles {
  const content = document.querySelector(`meta[name="${I18N_FILES_META}"]`)?.getAttribute("content");
  if (!content) return {};
  const files: unknown = JSON.parse(content);
  return typeof files === "object" && files !== null ? (files as I18nFiles) : {};
}

/** One namespace's texts from its file. */
export async function fetchNamespace(files: I18nFiles, namespace: string): Promise<ResourceKey> {
  const path = files[namespace];
  if (!path) throw new Error(`No file for the texts of ${namespace}`);
  const response = await fetch(path);
  if (!response.ok) throw new Error(`The texts of ${namespace} answered ${response.status}`);
  return (await response.json()) as ResourceKey;
}
