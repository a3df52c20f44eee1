import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { Field, replyFor, useSchemaForm } from "#app/components/forms";
import { loadSchema, STATUS_ACTIONS, statusActionSchema, withdrawSchema } from "#app/routes/dashboard/card-detail.schema";
import type { Confirmable } from "#app/routes/dashboard/card-detail.server";

type Reply = SubmissionResult<string[]> | null | undefined;

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
  return (
    <section className="confirm-panel" aria-labelledby="confirm-title">
      <h2 id="confirm-title">{t(`cardDetail.confirm.${confirm}.title`)}</h2>
      <p>{t(`cardDetail.confirm.${confirm}.body`)}</p>
      {confirm === "load" || confirm === "withdraw" ? (
        <AmountForm key={confirm} intent={confirm} base={base} idempotencyKey={idempotencyKey} reply={reply} />
      ) : (
        <StatusForm key={confirm} intent={confirm} base={base} reply={reply} />
      )}
    </section>
  );
}

/** Load or withdraw: an amount, and the loader's idempotency key so a double submit moves money once. */
function AmountForm({
  intent,
  base,
  idempotencyKey,
  reply,
}: {
  intent: "load" | "withdraw";
  base: string;
  idempotencyKey: string;
  reply: Reply;
}) {
  const { t } = useTranslation(["cardDetail"]);
  const [form, fields] = useSchemaForm(intent === "load" ? loadSchema : withdrawSchema, {
    id: "confirm",
    lastResult: replyFor(reply, intent),
  });
  return (
    <Form method="post" action={`${base}?confirm=${intent}`} className="stack" {...getFormProps(form)}>
      <input type="hidden" name={fields.intent.name} value={intent} />
      <input type="hidden" name={fields.idempotencyKey.name} value={idempotencyKey} />
      <Field
        meta={fields.amount}
        label={t(intent === "load" ? "cardDetail.loadAmount" : "cardDetail.withdrawAmount")}
        hint={t(intent === "load" ? "cardDetail.loadHint" : "cardDetail.withdrawHint")}
        inputMode="decimal"
        autoComplete="off"
      />
      <Buttons intent={intent} base={base} />
    </Form>
  );
}

/** A status change or a virtual card's re-send: nothing to type, only the confirmation. */
function StatusForm({ intent, base, reply }: { intent: (typeof STATUS_ACTIONS)[number]; base: string; reply: Reply }) {
  const [form, fields] = useSchemaForm(statusActionSchema, { id: "confirm", lastResult: replyFor(reply, ...STATUS_ACTIONS) });
  return (
    <Form method="post" action={`${base}?confirm=${intent}`} className="stack" {...getFormProps(form)}>
      <input type="hidden" name={fields.intent.name} value={intent} />
      <Buttons intent={intent} base={base} />
    </Form>
  );
}

function Buttons({ intent, base }: { intent: Confirmable; base: string }) {
  const { t } = useTranslation(["cardDetail"]);
  const busy = useNavigation().state === "submitting";
  return (
    <div className="filter-actions">
      <button type="submit" disabled={busy}>
        {t(`cardDetail.confirm.${intent}.yes`)}
      </button>
      <Link to={base} className="button secondary">
        {t("cardDetail.cancel")}
      </Link>
    </div>
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
