import { type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Await } from "react-router";

/**
 * Renders a streamed (un-awaited) loader value. While it is on its way the section says it is
 * loading; if it fails, the section says it could not be loaded and the rest of the page stays.
 * Without JavaScript the value still arrives in the same streamed response.
 */
export function Deferred<T>({
  resolve,
  children,
  failed,
}: {
  resolve: Promise<T>;
  children: (value: T) => ReactNode;
  /** What to show instead of the standard message when the value could not be loaded. */
  failed?: ReactNode;
}) {
  const { t } = useTranslation(["common"]);
  return (
    <Suspense fallback={<p className="secondary-text">{t("common.loading")}</p>}>
      <Await resolve={resolve} errorElement={failed ?? <p className="panel-error">{t("common.panelFailed")}</p>}>
        {children}
      </Await>
    </Suspense>
  );
}
