import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, href, Link } from "react-router";
import { Deferred } from "#app/components/deferred";
import { ErrorList } from "#app/components/form-messages";
import type { CardView } from "#app/routes/dashboard/cards/card-detail.server";

/**
 * The card's autoloads, "add to an autoload" and "remove from" each (issue 19): the business's active
 * autoloads the card is not in yet, in plain forms (no JavaScript needed; the server validates and the
 * provider refuses a closed card or another business's autoload). Each by its permission.
 */
export function AutoloadsPanel({
  businessId,
  base,
  autoloadIds,
  options,
  canAdd,
  canRemove,
  reply,
}: {
  businessId: string;
  base: string;
  autoloadIds: readonly string[];
  options: NonNullable<CardView["autoloadOptions"]>;
  canAdd: boolean;
  canRemove: boolean;
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
                  {autoloadIds.map((autoloadId) => {
                    const name = names.get(autoloadId);
                    return (
                      <li key={autoloadId}>
                        <Link to={href("/:businessId/autoloads/:autoloadId", { businessId, autoloadId })}>{name ?? autoloadId}</Link>
                        {/* Only an active autoload (one of the options) runs: taking the card out of it matters. */}
                        {canRemove && name ? (
                          <Form method="post" action={base} className="inline-form">
                            <input type="hidden" name="intent" value="removeFromAutoload" />
                            <input type="hidden" name="autoloadId" value={autoloadId} />
                            <button type="submit" className="secondary">
                              {t("cards.bulk.removeFromAutoloadButton", { name })}
                            </button>
                          </Form>
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
              )}
              {canAdd && offered.length > 0 ? (
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
