import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { providerContext } from "#app/context";
import { formatDateTimeFor } from "#app/i18n/format";
import { getLocale } from "#app/middleware/i18n";
import { isApiError } from "#app/provider/client.server";
import { businesses, type webhooksOverviewSchema } from "#contract/businesses";
import type { WebhookEndpointHealth } from "#domain/webhooks";

type Overview = z.infer<typeof webhooksOverviewSchema>;

/**
 * Where an endpoint sends, as the page shows it: the origin and path, never the query string or a
 * fragment, which receivers sometimes use for a shared token (docs/decisions/0183).
 */
export function endpointAddress(url: string): string {
  if (!URL.canParse(url)) return url.split(/[?#]/)[0] ?? "";
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}${parsed.search || parsed.hash ? "?…" : ""}`;
}

export type EndpointView = {
  id: string;
  address: string;
  description: string;
  /** Null: every event type. */
  eventTypes: string[] | null;
  health: WebhookEndpointHealth;
  lastAttempt: string | null;
  lastResponseCode: number | null;
  delivered: number;
  failed: number;
  pending: number;
};

export type FailureView = {
  id: string;
  time: string;
  eventType: string;
  address: string;
  attempts: number;
  responseCode: number | null;
  /** When the next automatic attempt is due; null once given up. */
  next: string | null;
};

export type WebhooksView = { windowDays: number; endpoints: EndpointView[]; failures: FailureView[] };

/** The page's data in the page's language, or null when the business has no webhooks (404 `webhooks_not_enabled`). */
export async function webhooksView(context: Readonly<RouterContextProvider>, topLevelBusinessId: string): Promise<WebhooksView | null> {
  let overview: Overview;
  try {
    overview = await context.get(providerContext).call(businesses.getWebhooksOverview, { params: { id: topLevelBusinessId } });
  } catch (error) {
    if (isApiError(error, 404) && error.code === "webhooks_not_enabled") return null;
    throw error;
  }
  const lang = getLocale(context);
  const time = (value: string) => formatDateTimeFor(value, lang);
  const addresses = new Map(overview.endpoints.map((e) => [e.id, endpointAddress(e.url)]));
  return {
    windowDays: overview.windowDays,
    endpoints: overview.endpoints.map((e) => ({
      id: e.id,
      address: endpointAddress(e.url),
      description: e.description,
      eventTypes: e.eventTypes.length > 0 ? e.eventTypes : null,
      health: e.health,
      lastAttempt: e.lastAttemptAt ? time(e.lastAttemptAt) : null,
      lastResponseCode: e.lastResponseCode,
      delivered: e.delivered,
      failed: e.failed,
      pending: e.pending,
    })),
    failures: overview.recentFailures.map((f) => ({
      id: f.deliveryId,
      time: time(f.lastAttemptAt),
      eventType: f.eventType,
      address: addresses.get(f.endpointId) ?? "",
      attempts: f.attempts,
      responseCode: f.lastResponseCode,
      next: f.nextAttemptAt ? time(f.nextAttemptAt) : null,
    })),
  };
}
