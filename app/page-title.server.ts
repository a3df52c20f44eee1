import type { RouterContextProvider } from "react-router";
import { tenantContext } from "./context";
import { composeTitle } from "./page-title";

/** The document title of a page: its translated parts, most specific first, then the tenant's brand. */
export function pageTitle(context: Readonly<RouterContextProvider>, ...parts: string[]): string {
  return composeTitle(parts, context.get(tenantContext).brandName);
}
