import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigation } from "react-router";
import { ROUTE_LOAD_TIMEOUT_MS, retryHref } from "#app/route-load";
import { StatusContent } from "./status-page";

/**
 * "This page could not load" with a Try again link (ADR 0237): a page whose code failed to arrive or took
 * longer than the spec's 120 seconds. The link is a plain one, so it loads the whole page again from the
 * server (new code after a deploy, the server's HTML if the code still does not come).
 */
export function CodeLoadFailedContent({ href }: { href: string }) {
  const { t } = useTranslation(["error"]);
  return (
    <StatusContent title={t("error.codeLoad.title")} heading={t("error.codeLoad.title")}>
      <p>{t("error.codeLoad.body")}</p>
      <p>
        <a className="button" href={href}>
          {t("error.tryAgain")}
        </a>
      </p>
    </StatusContent>
  );
}

/** The same, for an error boundary: Try again loads the address the error happened at. */
export function CodeLoadFailed() {
  const location = useLocation();
  return <CodeLoadFailedContent href={retryHref(location)} />;
}

/**
 * Watches the router's navigations in the browser: when one (the next page's code, its strings, its data)
 * has not finished after ROUTE_LOAD_TIMEOUT_MS, the page under it is covered by "This page could not load"
 * with Try again, a full load of the address the person asked for. A failed route module is not seen
 * here: React Router then loads the address in full itself. Form posts are not timed (a money-moving post
 * must not be offered as a page to load again). Renders nothing on the server.
 */
export function RouteLoadWatch() {
  const navigation = useNavigation();
  // A form post is not timed: its page says how it went, and loading the address again would not post it.
  const posting = navigation.formMethod !== undefined && navigation.formMethod.toUpperCase() !== "GET";
  const target = navigation.location && !posting ? retryHref(navigation.location) : null;
  const [stalled, setStalled] = useState<string | null>(null);
  useEffect(() => {
    if (!target) {
      setStalled(null);
      return;
    }
    const timer = setTimeout(() => setStalled(target), ROUTE_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [target]);
  if (!stalled || stalled !== target) return null;
  return (
    <div className="code-load-stalled" role="alert">
      <div className="status-page">
        <CodeLoadFailedContent href={stalled} />
      </div>
    </div>
  );
}
