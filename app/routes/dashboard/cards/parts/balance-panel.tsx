import { useTranslation } from "react-i18next";
import { Facts } from "#app/components/facts";
import type { CardView } from "#app/routes/dashboard/cards/card-detail.server";

export function BalancePanel({ balance }: { balance: CardView["balance"] }) {
  const { t } = useTranslation(["cardDetail"]);
  return (
    <section aria-labelledby="balance-title">
      <h2 id="balance-title">{t("cardDetail.balance")}</h2>
      <Facts
        items={[
          { label: t("cardDetail.available"), value: balance.available, ltr: true },
          { label: t("cardDetail.pending"), value: balance.pending, ltr: true },
        ]}
      />
    </section>
  );
}
