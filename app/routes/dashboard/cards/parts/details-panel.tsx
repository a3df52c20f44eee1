import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmailAddress } from "#app/components/email-address";
import { Facts } from "#app/components/facts";
import { island } from "#app/components/island";
import type { CardView } from "#app/routes/dashboard/cards/card-detail.server";

/** The metadata form is an island shown on request (`?edit=metadata`): its code comes with the first intent (ADR 0259). */
const MetadataForm = island(() => import("./metadata-form").then((m) => m.MetadataForm), { onRequest: true });

/**
 * The card's details and its custom-field metadata (shown when it has any, or when the user may add
 * some: editMetadata, `?edit=metadata` opens the form).
 */
export function DetailsPanel({
  card,
  base,
  canEditMetadata,
  editingMetadata,
  reply,
}: {
  card: CardView["card"];
  base: string;
  canEditMetadata: boolean;
  editingMetadata: boolean;
  reply: SubmissionResult<string[]> | null | undefined;
}) {
  const { t } = useTranslation(["cards", "cardDetail"]);
  return (
    <>
      <section aria-labelledby="details-title">
        <h2 id="details-title">{t("cardDetail.details")}</h2>
        <Facts
          items={[
            { label: t("cardDetail.cardId"), value: card.id, ltr: true },
            { label: t("cardDetail.number"), value: `•••• ${card.last6}`, ltr: true },
            card.expiration !== null && { label: t("cardDetail.expiration"), value: card.expiration, ltr: true },
            { label: t("cards.type"), value: t(`cards.formFactors.${card.formFactor}`) },
            { label: t("cardDetail.organization"), value: card.organizationName },
            { label: t("cardDetail.email"), value: <EmailAddress address={card.email} /> },
            { label: t("cardDetail.pin"), value: t(card.pinSet ? "cardDetail.pinSet" : "cardDetail.pinNotSet") },
            { label: t("cardDetail.issued"), value: card.issued },
            card.spendRules.length > 0 && {
              label: t("cardDetail.spendRules"),
              value: card.spendRules.map((r) => r.name).join(", "),
            },
          ]}
        />
      </section>
      {card.metadata.length > 0 || canEditMetadata ? (
        <section aria-labelledby="metadata-title">
          <h2 id="metadata-title">{t("cardDetail.metadata")}</h2>
          {editingMetadata ? (
            <MetadataForm base={base} entries={card.metadata} reply={reply} />
          ) : (
            <>
              {card.metadata.length === 0 ? <p>{t("cardDetail.metadataForm.none")}</p> : null}
              <Facts items={card.metadata.map((entry) => ({ id: entry.key, label: entry.key, value: entry.value }))} />
              {canEditMetadata ? (
                <p>
                  <Link to={`${base}?edit=metadata#metadata-title`} className="button secondary">
                    {t("cardDetail.metadataForm.edit")}
                  </Link>
                </p>
              ) : null}
            </>
          )}
        </section>
      ) : null}
    </>
  );
}
