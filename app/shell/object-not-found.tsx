import { useTranslation } from "react-i18next";
import { href, type Params } from "react-router";
import { StatusContent } from "#app/components/status-page";

/** The object path parameters of the dashboard, and the list each object belongs to. */
const OBJECT_PARAMS = {
  cardId: { kind: "card", list: "/:businessId/cards" },
  orderId: { kind: "order", list: "/:businessId/orders" },
  recipientId: { kind: "recipient", list: "/:businessId/recipients" },
  autoloadId: { kind: "autoload", list: "/:businessId/autoloads" },
} as const;
type MissingObject = { kind: (typeof OBJECT_PARAMS)[keyof typeof OBJECT_PARAMS]["kind"]; id: string; list: string };

/** The object a dashboard path names, when it names one: its kind, its id as typed and its list. */
export function missingObject(params: Readonly<Params>): MissingObject | null {
  const businessId = params.businessId;
  if (!businessId) return null;
  for (const [param, { kind, list }] of Object.entries(OBJECT_PARAMS)) {
    const id = params[param];
    if (id !== undefined) return { kind, id, list: href(list, { businessId }) };
  }
  return null;
}

/** At most this many characters of a typed id are repeated back (a pasted paragraph stays a line). */
const SHOWN_ID_LENGTH = 40;

/**
 * A mistyped or old object id (issue 24): names what was not found in which business, and links back to
 * its list, like GOV.UK's "Page not found" and a payment dashboard's "No such card". The id is isolated
 * (FSI/PDI) so it reads the same inside right-to-left text.
 */
export function ObjectNotFound({ kind, id, list, business }: MissingObject & { business: string }) {
  const { t } = useTranslation(["notFound"]);
  const shown = `\u2068${id.length > SHOWN_ID_LENGTH ? `${id.slice(0, SHOWN_ID_LENGTH)}…` : id}\u2069`;
  const named = `\u2068${business}\u2069`;
  const text: Record<MissingObject["kind"], readonly [string, string, string]> = {
    card: [
      t("notFound.object.card.title"),
      t("notFound.object.card.missing", { id: shown, business: named }),
      t("notFound.object.card.back"),
    ],
    order: [
      t("notFound.object.order.title"),
      t("notFound.object.order.missing", { id: shown, business: named }),
      t("notFound.object.order.back"),
    ],
    recipient: [
      t("notFound.object.recipient.title"),
      t("notFound.object.recipient.missing", { id: shown, business: named }),
      t("notFound.object.recipient.back"),
    ],
    autoload: [
      t("notFound.object.autoload.title"),
      t("notFound.object.autoload.missing", { id: shown, business: named }),
      t("notFound.object.autoload.back"),
    ],
  };
  const [title, missing, back] = text[kind];
  return (
    <StatusContent title={title} heading={title}>
      <p>{missing}</p>
      <p>{t("notFound.checkAddress")}</p>
      <p>
        <a className="button" href={list}>
          {back}
        </a>
      </p>
    </StatusContent>
  );
}

/**
 * Any other address inside the dashboard that names nothing (an unknown page under /{businessId}/…, a
 * business the user has no place in): the spec's not-found page inside the shell, where "log in again"
 * would be false for a signed-in user, so it says to check the address and leads back to Home.
 */
export function PageNotFound({ home }: { home: string }) {
  const { t } = useTranslation(["notFound"]);
  return (
    <StatusContent title={t("notFound.title")} heading={t("notFound.heading")}>
      <p>{t("notFound.pathsUpdated")}</p>
      <p>{t("notFound.checkAddress")}</p>
      <p>
        <a className="button" href={home}>
          {t("notFound.backToHome")}
        </a>
      </p>
    </StatusContent>
  );
}
