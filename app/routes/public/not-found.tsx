import { data } from "react-router";
import { NotFound } from "#app/components/status-page";
import type { RouteHandle } from "../handle";

export const handle: RouteHandle = { hydrate: false };

// <StatusPage> sets the title.
export const meta = () => [];

export async function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
