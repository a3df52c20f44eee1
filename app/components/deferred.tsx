import { type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Await } from "react-router";

/**
 * An optional loader value: still on its way (a promise, streamed), or already settled on the server
 * (rendered inline, with or without JavaScript).
 */
export type Optional<T> = Promise<T> | { settled: "ok"; value: T } | { settled: "failed" };
export type OptionalValue<O> = O extends Promise<infer T> ? T : O extends { settled: "ok"; value: infer T } ? T : never;

/**
 * Renders an optional (possibly streamed) (un-awaited) loader value. While it is on its way the section says it is
 * loading; if it fails, the section says it could not be loaded and the rest of the page stays.
 * Without JavaScript the value still arrives in the same streamed response.
 */
export function Deferred<T>({
  resolve,
  children,
  failed,
}: {
  resolve: Optional<T>;
  children: (value: T) => ReactNode;
  /** What to show instead of the standard message when the value could not be loaded. */
  failed?: ReactNode;
}) {
  const { t } = useTranslation(["common"]);
  const failure = failed ?? <p className="panel-error">{t("common.panelFailed")}</p>;
  if (!(resolve instanceof Promise)) return resolve.settled === "ok" ? children(resolve.value) : failure;
  return (
    <Suspense fallback={<p className="secondary-text">{t("common.loading")}</p>}>
      <Await resolve={resolve} errorElement={failure}>
        {children}
      </Await>
    </Suspense>
  );
}
