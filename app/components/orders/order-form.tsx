import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { Field, type FieldMeta, FormErrors, lazySchema, replyFor, SelectField, useSchemaForm } from "#app/components/forms";
import { shippingMethods } from "#domain/enums";
import { US_STATE_CODES } from "#domain/us-states";

type OrderFormProps = {
  kind: "physical" | "virtual";
  /** The orders page: the form posts to it (`?new=<kind>`) and Cancel goes back to it. */
  base: string;
  /** Rendered by the loader: a double submit of this form places one order. */
  idempotencyKey: string;
  reply: SubmissionResult<string[]> | null | undefined;
};

// The order schemas, loaded after the page's own JavaScript (docs/decisions/0066-islands-and-lazy-validation.md).
const schemas = () => import("#app/routes/dashboard/orders.schema");
const physicalOrderSchema = lazySchema(() => schemas().then((m) => m.physicalOrderSchema));
const virtualOrderSchema = lazySchema(() => schemas().then((m) => m.virtualOrderSchema));

const STATE_OPTIONS = US_STATE_CODES.map((code) => ({ value: code, label: code }));

/**
 * Ordering one card: a physical card shipped to its holder, or a virtual card e-mailed to them.
 * An island of the orders page (orders.tsx).
 */
export function OrderForm({ kind, ...props }: OrderFormProps) {
  const { t } = useTranslation(["orders"]);
  return (
    <section className="confirm-panel" aria-labelledby="order-form-title">
      <h2 id="order-form-title">{t(kind === "physical" ? "orders.orderPhysical" : "orders.orderVirtual")}</h2>
      {kind === "physical" ? <PhysicalOrderForm {...props} /> : <VirtualOrderForm {...props} />}
    </section>
  );
}

type FormProps = Omit<OrderFormProps, "kind">;

function PhysicalOrderForm({ base, idempotencyKey, reply }: FormProps) {
  const { t } = useTranslation(["orders"]);
  const [form, fields] = useSchemaForm(physicalOrderSchema, {
    id: "order",
    lastResult: replyFor(reply, "physical"),
    defaultValue: { shippingMethod: "USPS_GROUND" },
  });
  return (
    <Form method="post" action={`${base}?new=physical`} className="stack" {...getFormProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name={fields.intent.name} value="physical" />
      <input type="hidden" name={fields.idempotencyKey.name} value={idempotencyKey} />
      <HolderFields firstName={fields.firstName} lastName={fields.lastName} email={fields.email} phone={fields.phone} />
      <Field meta={fields.addressOne} label={t("orders.addressOne")} autoComplete="off" />
      <Field meta={fields.addressTwo} label={t("orders.addressTwo")} autoComplete="off" />
      <Field meta={fields.city} label={t("orders.city")} autoComplete="off" />
      <SelectField meta={fields.state} label={t("orders.state")} placeholder={t("orders.choose")} options={STATE_OPTIONS} />
      <Field meta={fields.zip} label={t("orders.zip")} inputMode="numeric" autoComplete="off" />
      <SelectField
        meta={fields.shippingMethod}
        label={t("orders.shippingMethod")}
        options={shippingMethods.map((m) => ({ value: m, label: t(`orders.shipping.${m}`) }))}
      />
      <Buttons base={base} />
    </Form>
  );
}

function VirtualOrderForm({ base, idempotencyKey, reply }: FormProps) {
  const [form, fields] = useSchemaForm(virtualOrderSchema, { id: "order", lastResult: replyFor(reply, "virtual") });
  return (
    <Form method="post" action={`${base}?new=virtual`} className="stack" {...getFormProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name={fields.intent.name} value="virtual" />
      <input type="hidden" name={fields.idempotencyKey.name} value={idempotencyKey} />
      <HolderFields firstName={fields.firstName} lastName={fields.lastName} email={fields.email} phone={fields.phone} />
      <Buttons base={base} />
    </Form>
  );
}

/** The cardholder's name, e-mail and phone: the same four fields on both forms. */
function HolderFields({ firstName, lastName, email, phone }: Record<"firstName" | "lastName" | "email" | "phone", FieldMeta>) {
  const { t } = useTranslation(["orders"]);
  return (
    <>
      <Field meta={firstName} label={t("orders.firstName")} autoComplete="off" />
      <Field meta={lastName} label={t("orders.lastName")} autoComplete="off" />
      <Field meta={email} type="email" label={t("orders.email")} autoComplete="off" />
      <Field meta={phone} label={t("orders.phone")} inputMode="numeric" autoComplete="off" />
    </>
  );
}

function Buttons({ base }: { base: string }) {
  const { t } = useTranslation(["orders", "cardDetail"]);
  return (
    <div className="filter-actions">
      <button type="submit">{t("orders.place")}</button>
      <Link to={base} className="button secondary">
        {t("cardDetail.cancel")}
      </Link>
    </div>
  );
}
