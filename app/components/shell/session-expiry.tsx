import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "#app/i18n/react";

const WARNING_MS = 2 * 60 * 1000;

/**
 * Warns two minutes before the session ends (30 minutes idle or 12 hours in all) and offers to stay
 * signed in; when time is up it goes to the sign-in page, which explains that the session ended.
 * Needs JavaScript; without it the next request simply lands on sign-in with the same explanation.
 */
export function SessionExpiryWarning({ expiresAt }: { expiresAt: number }) {
  const { t } = useTranslation();
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

  if (now === null || deadline - now > WARNING_MS) return null;
  return (
    <div className="session-warning" role="alertdialog" aria-labelledby="session-warning-text">
      <p id="session-warning-text">{t("shell.sessionEnding")}</p>
      <fetcher.Form method="post" action="/preferences">
        <input type="hidden" name="intent" value="keepAlive" />
        <button type="submit">{t("shell.staySignedIn")}</button>
      </fetcher.Form>
    </div>
  );
}
