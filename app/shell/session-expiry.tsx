import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { EXPIRY_WARNING_MS } from "#app/session/timeouts";

/**
 * Warns two minutes before the session ends (30 minutes idle or 12 hours in all) and offers to stay
 * signed in; when time is up it goes to the sign-in page, which explains that the session ended.
 * Needs JavaScript; without it the next request simply lands on sign-in with the same explanation.
 */
export function SessionExpiryWarning({ expiresAt }: { expiresAt: number }) {
  const { t } = useTranslation(["shell"]);
  const fetcher = useFetcher<{ expiresAt: number }>();
  const deadline = fetcher.data?.expiresAt ?? expiresAt;
  const [now, setNow] = useState<number | null>(null);

  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (now !== null && now >= deadline) window.location.assign("/login");
  }, [now, deadline]);

  if (now === null || deadline - now > EXPIRY_WARNING_MS) return null;
  return (
    <div className="session-warning" role="alertdialog" aria-labelledby="session-warning-text">
      <p id="session-warning-text">{t("shell.sessionEnding", { count: EXPIRY_WARNING_MS / 60_000 })}</p>
      <fetcher.Form method="post" action="/preferences">
        <input type="hidden" name="intent" value="keepAlive" />
        <button type="submit">{t("shell.staySignedIn")}</button>
      </fetcher.Form>
    </div>
  );
}
