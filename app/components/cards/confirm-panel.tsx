import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { Field, type readReply } from "#app/components/forms";
import type { Confirmable } from "#app/routes/dashboard/card-detail.server";

type Reply = ReturnType<typeof readReply>;

/** The confirmation of one card action (`?confirm=<action>`); load and withdraw ask for an amount. */
export function ConfirmPanel({
  confirm,
  base,
  idempotencyKey,
  reply,
}: {
  confirm: Confirmable;
  base: string;
  idempotencyKey: string;
  reply: Reply;
}) {
  const { t } = useTranslation(["cardDetail"]);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <section className="confirm-panel" aria-labelledby="confirm-title">
      <h2 id="confirm-title">{t(`cardDetail.confirm.${confirm}.title`)}</h2>
      <p>{t(`cardDetail.confirm.${confirm}.body`)}</p>
      <Form method="post" action={`${base}?confirm=${confirm}`} className="stack">
        <input type="hidden" name="intent" value={confirm} />
        {confirm === "load" || confirm === "withdraw" ? (
          <>
            <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
            <Field
              label={t(confirm === "load" ? "cardDetail.loadAmount" : "cardDetail.withdrawAmount")}
              hint={t(confirm === "load" ? "cardDetail.loadHint" : "cardDetail.withdrawHint")}
              errors={reply.errors("amount")}
              inputProps={{
                name: "amount",
                id: "amount",
                inputMode: "decimal",
                autoComplete: "off",
                required: confirm === "load",
                defaultValue: reply.value("amount"),
              }}
            />
          </>
        ) : null}
        <div className="filter-actions">
          <button type="submit" disabled={busy}>
            {t(`cardDetail.confirm.${confirm}.yes`)}
          </button>
          <Link to={base} className="button secondary">
            {t("cardDetail.cancel")}
          </Link>
        </div>
      </Form>
    </section>
  );
}

/** The actions the user may take on this card, each a link to its confirmation. */
export function CardActions({ actions, base }: { actions: readonly Confirmable[]; base: string }) {
  const { t } = useTranslation(["cardDetail"]);
  if (actions.length === 0) return null;
  return (
    <nav className="card-actions" aria-label={t("cardDetail.actions")}>
      <h2>{t("cardDetail.actions")}</h2>
      <ul>
        {actions.map((a) => (
          <li key={a}>
            <Link to={`${base}?confirm=${a}`} className="button secondary">
              {t(`cardDetail.action.${a}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
