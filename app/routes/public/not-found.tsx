import { data } from "react-router";
import { NotFound } from "#app/components/status-page";
import type { RouteHandle } from "#app/handle";

export const handle = { hydrate: false } satisfies RouteHandle;

// <StatusPage> sets the title.
export const meta = () => [];

export async function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
