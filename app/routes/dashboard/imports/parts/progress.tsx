import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation, useRevalidator } from "react-router";
import { FormMessage } from "#app/components/form-messages";
import type { ImportView } from "#app/imports/page.server";

/** A confirmed import while it runs or is paused: the progress, read again until it ends, and the resume. */

/** How often the progress is read again while the job runs. */
const REFRESH_SECONDS = 3;

/** Reads the page again every few seconds while the job runs (with JavaScript; without it, the meta refresh). */
function useLiveProgress(active: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, REFRESH_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [active, revalidator]);
}

export function Progress({ view, self }: { view: ImportView; self: string }) {
  const { t } = useTranslation(["imports"]);
  const done = view.counts.applied + view.counts.refused + view.counts.notApplied;
  const running = view.status !== "paused";
  useLiveProgress(running);
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="import-progress-title" className="stack">
      {running ? (
        // Without JavaScript the page reloads itself; with it, the effect above reads the progress again.
        <noscript dangerouslySetInnerHTML={{ __html: `<meta http-equiv="refresh" content="${REFRESH_SECONDS}">` }} />
      ) : null}
      <h2 id="import-progress-title">{t("imports.progress.heading")}</h2>
      <p>
        {t("imports.preview.file")}: <span dir="auto">{view.fileName}</span>
      </p>
      {view.by && view.at ? <p>{t("imports.progress.by", { name: view.by, date: view.at })}</p> : null}
      <label htmlFor="import-progress">{t("imports.progress.bar")}</label>
      <progress id="import-progress" max={view.rowCount} value={done}>
        {done} / {view.rowCount}
      </progress>
      <p role="status">
        {view.status === "queued" ? t("imports.progress.queued") : t("imports.progress.running", { done, total: view.rowCount })}
      </p>
      {view.status === "paused" ? (
        <>
          <FormMessage tone="error">{t("imports.progress.paused", { done, total: view.rowCount })}</FormMessage>
          {view.refusal === "authorityEnded" || view.refusal === "providerUnavailable" ? (
            <p>{t(`imports.progress.pausedReasons.${view.refusal}`)}</p>
          ) : null}
          <Form method="post" action={`${self}?import=${view.id}`}>
            <input type="hidden" name="intent" value="resume" />
            <input type="hidden" name="importId" value={view.id} />
            <button type="submit" className="button primary" disabled={busy}>
              {t("imports.progress.resume")}
            </button>
          </Form>
        </>
      ) : (
        <p className="secondary-text">{t("imports.progress.refreshing")}</p>
      )}
    </section>
  );
}
