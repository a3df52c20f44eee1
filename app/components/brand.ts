import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root";

export type Brand = Awaited<ReturnType<typeof rootLoader>>["brand"];

/** The tenant's public brand, from the root loader; undefined on the unknown-host page. */
export function useBrand(): Brand | undefined {
  return useRouteLoaderData<typeof rootLoader>("root")?.brand;
}
