import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, href, Link } from "react-router";
import { Deferred } from "#app/components/deferred";
import { ErrorList } from "#app/components/form-messages";
import type { CardView } from "#app/routes/dashboard/card-detail.server";

/**
 * The card's autoloads and "add to an autoload" (issue 19): the business's active autoloads the card is
 * not in yet, in a plain form (no JavaScript needed; the server validates and the provider refuses a
 * closed card or another business's autoload).
 */
export function AutoloadsPanel({
  businessId,
  base,
  autoloadIds,
  options,
  reply,
}: {
  businessId: string;
  base: string;
  autoloadIds: readonly string[];
  options: NonNullable<CardView["autoloadOptions"]>;
  reply: SubmissionResult<string[]> | null | undefined;
}) {
  const { t } = useTranslation(["cards"]);
  const errors = reply?.initialValue?.intent === "addToAutoload" ? reply.error?.autoloadId : undefined;
  return (
    <section aria-labelledby="autoloads-title">
      <h2 id="autoloads-title">{t("cards.bulk.cardAutoloads")}</h2>
      <Deferred resolve={options}>
        {(list) => {
          const names = new Map(list.map((a) => [a.id, a.name]));
          const offered = list.filter((a) => !autoloadIds.includes(a.id));
          return (
            <>
              {autoloadIds.length === 0 ? (
                <p>{t("cards.bulk.noAutoloads")}</p>
              ) : (
                <ul>
                  {autoloadIds.map((autoloadId) => (
                    <li key={autoloadId}>
                      <Link to={href("/:businessId/autoloads/:autoloadId", { businessId, autoloadId })}>
                        {names.get(autoloadId) ?? autoloadId}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
              {offered.length > 0 ? (
                <Form method="post" action={base} className="inline-form">
                  <input type="hidden" name="intent" value="addToAutoload" />
                  <div className="field">
                    <label htmlFor="add-to-autoload">{t("cards.bulk.addToAutoload")}</label>
                    <select
                      id="add-to-autoload"
                      name="autoloadId"
                      required
                      aria-invalid={errors?.length ? true : undefined}
                      aria-describedby={errors?.length ? "add-to-autoload-errors" : undefined}
                    >
                      {offered.map((a) => (
                        <option key={a.id} value={a.id}>
                          {a.name}
                        </option>
                      ))}
                    </select>
                    <ErrorList id="add-to-autoload-errors" errors={errors} />
                  </div>
                  <button type="submit">{t("cards.bulk.addToAutoloadButton")}</button>
                </Form>
              ) : null}
            </>
          );
        }}
      </Deferred>
    </section>
  );
}
