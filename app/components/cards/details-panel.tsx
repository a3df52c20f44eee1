import { useTranslation } from "react-i18next";
import { Facts } from "#app/components/facts";
import type { CardView } from "#app/routes/dashboard/card-detail.server";

/** The card's details and, when it has any, its custom-field metadata. */
export function DetailsPanel({ card }: { card: CardView["card"] }) {
  const { t } = useTranslation(["cards", "cardDetail"]);
  return (
    <>
      <section aria-labelledby="details-title">
        <h2 id="details-title">{t("cardDetail.details")}</h2>
        <Facts
          items={[
            { label: t("cardDetail.cardId"), value: card.id, ltr: true },
            { label: t("cardDetail.number"), value: `•••• ${card.last6}`, ltr: true },
            { label: t("cardDetail.expiration"), value: card.expiration, ltr: true },
            { label: t("cards.type"), value: t(`cards.formFactors.${card.formFactor}`) },
            { label: t("cardDetail.organization"), value: card.organizationName },
            { label: t("cardDetail.email"), value: card.email },
            { label: t("cardDetail.pin"), value: t(card.pinSet ? "cardDetail.pinSet" : "cardDetail.pinNotSet") },
            { label: t("cardDetail.issued"), value: card.issued },
            card.spendRules.length > 0 && {
              label: t("cardDetail.spendRules"),
              value: card.spendRules.map((r) => r.name).join(", "),
            },
          ]}
        />
      </section>
      {card.metadata.length > 0 ? (
        <section aria-labelledby="metadata-title">
          <h2 id="metadata-title">{t("cardDetail.metadata")}</h2>
          <Facts items={card.metadata.map((entry) => ({ id: entry.key, label: entry.key, value: entry.value }))} />
        </section>
      ) : null}
    </>
  );
}
