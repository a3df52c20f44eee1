/**
 * Page titles, composed in one place: "{part} · … · {brand}". Loaders return `title: pageTitle(context,
 * t("cards.title"))` (page-title.server.ts) and their `meta` is `titleMeta`; error pages, which have
 * no loader data, use `composeTitle` with the brand from the root loader.
 */
export function composeTitle(parts: readonly string[], brandName: string | null | undefined): string {
  return [...parts, ...(brandName ? [brandName] : [])].filter(Boolean).join(" · ");
}

/** A route's `meta` when its loader returns `title` (from `pageTitle`). */
export function titleMeta({ loaderData }: { loaderData?: { title?: string } | null }) {
  return loaderData?.title ? [{ title: loaderData.title }] : [];
}

/** Whether an action's answer is a refused form (conform's reply with at least one error). */
export function refusedReply(reply: unknown): boolean {
  if (typeof reply !== "object" || reply === null) return false;
  const { status, error } = reply as { status?: unknown; error?: unknown };
  return (
    status === "error" &&
    typeof error === "object" &&
    error !== null &&
    Object.values(error).some((keys) => Array.isArray(keys) && keys.length > 0)
  );
}
