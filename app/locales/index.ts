import type { ResourceKey } from "i18next";
import type { Namespace } from "#app/i18n/namespaces";
import type { LanguageCode } from "#domain/languages";

type Loader = () => Promise<{ default: ResourceKey }>;

// One lazy chunk per language and namespace: the browser downloads only the page's language and
// only the namespaces its screen uses.
const MODULES = import.meta.glob<{ default: ResourceKey }>("./*/*.ts");

/** The loader of one language's namespace (`./fr/cards.ts`). */
export function namespaceLoader(code: LanguageCode, ns: Namespace): Loader {
  const loader = MODULES[`./${code}/${ns}.ts`];
  if (!loader) throw new Error(`No strings for ${code}/${ns}`);
  return loader;
}

/** The paths of every locale module, for the tests. */
export const LOCALE_MODULE_PATHS = Object.keys(MODULES);
