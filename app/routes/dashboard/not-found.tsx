import { notFound } from "#app/http";

/**
 * Any unknown path under /{businessId}/… (issue 24 item 1): a 404 that the dashboard layout's boundary
 * draws inside the shell for a signed-in business user. Anyone else gets the plain not-found page
 * (requireBusinessUser answers before this loader runs).
 */
export async function loader(): Promise<never> {
  notFound();
}

export default function DashboardNotFound() {
  return null;
}
