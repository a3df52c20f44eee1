import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";

/**
 * The prefunding account number: the last four digits, and the whole number only as the answer to a
 * POST (never in a URL). Without JavaScript the button posts the page and the answer shows it; with it,
 * a fetcher asks in place.
 */
export function AchReveal({ last4, action, revealed }: { last4: string; action: string; revealed: string | null }) {
  const { t } = useTranslation(["funding"]);
  const fetcher = useFetcher<{ revealed: string | null }>();
  const number = fetcher.data?.revealed ?? revealed;
  if (number) {
    return (
      <span dir="ltr" className="ach-number">
        {number}
      </span>
    );
  }
  return (
    <fetcher.Form method="post" action={action} className="inline-form">
      <span dir="ltr">{`•••• ${last4}`}</span> <input type="hidden" name="intent" value="revealAch" />
      <button type="submit" className="link-button" disabled={fetcher.state !== "idle"}>
        {t("funding.ach.reveal")}
      </button>
    </fetcher.Form>
  );
}
