import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { EmailAddress } from "#app/components/email-address";
import { type Fact, Facts } from "#app/components/facts";
import {
  AmountField,
  Field,
  type FieldMeta,
  FormErrors,
  lazySchema,
  RadioGroupField,
  replyFor,
  SelectField,
  SubmitButton,
  useSchemaForm,
} from "#app/components/forms";
import { StateField } from "#app/components/state-field";
import { codeOfTag } from "#app/i18n/config";
import { stateName } from "#app/i18n/us-states";
import type { OrderCheck } from "#app/routes/dashboard/orders/orders.server";
import type { Address } from "#contract/entities";
import { shippingMethods } from "#domain/enums";

type OrderFormProps = {
  kind: "physical" | "virtual";
  /** The orders page: the form posts to it (`?new=<kind>`) and Cancel goes back to it. */
  base: string;
  /** Rendered by the loader: a double submit of this form places one order. */
  idempotencyKey: string;
  reply: (SubmissionResult<string[]> & { check?: OrderCheck }) | null | undefined;
  /** The organization's default shipping address: offered as where a physical card ships, when there is one. */
  organizationAddress: Address | null;
  /** Whether the user may put a tag on the new card (addTagToCard). */
  canTag: boolean;
};

// The order schemas, loaded after the page's own JavaScript (docs/decisions/0066-islands-and-lazy-validation.md).
const schemas = () => import("#app/forms/orders.schema");
const physicalOrderSchema = lazySchema(() => schemas().then((m) => m.physicalOrderSchema));
const virtualOrderSchema = lazySchema(() => schemas().then((m) => m.virtualOrderSchema));

/**
 * Ordering one card: a physical card shipped to its holder, or a virtual card e-mailed to them.
 * An island of the orders page (orders.tsx).
 */
export function OrderForm({ kind, ...props }: OrderFormProps) {
  const { t } = useTranslation(["orders"]);
  const check = props.reply?.check?.intent === kind ? props.reply.check : undefined;
  return (
    <section className="confirm-panel" aria-labelledby="order-form-title">
      <h2 id="order-form-title">{t(kind === "physical" ? "orders.orderPhysical" : "orders.orderVirtual")}</h2>
      {check ? (
        <CheckAnswers check={check} base={props.base} canTag={props.canTag} />
      ) : kind === "physical" ? (
        <PhysicalOrderForm {...props} />
      ) : (
        <VirtualOrderForm {...props} />
      )}
    </section>
  );
}

type FormProps = Omit<OrderFormProps, "kind">;

function PhysicalOrderForm({ base, idempotencyKey, reply, organizationAddress, canTag }: FormProps) {
  const { t } = useTranslation(["orders"]);
  const [form, fields] = useSchemaForm(physicalOrderSchema, {
    id: "order",
    lastResult: replyFor(reply, "physical"),
    defaultValue: { shippingMethod: "USPS_GROUND", shipTo: "holder" },
  });
  // With JavaScript the holder's address hides while the organization's is chosen; without, it stays and is not needed.
  const toOrganization = organizationAddress !== null && fields.shipTo.value === "organization";
  const organizationLine = organizationAddress ? oneLine(organizationAddress) : "";
  return (
    <Form method="post" action={`${base}?new=physical`} className="stack" {...getFormProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name={fields.intent.name} value="physical" />
      <input type="hidden" name={fields.idempotencyKey.name} value={idempotencyKey} />
      <HolderFields firstName={fields.firstName} lastName={fields.lastName} email={fields.email} phone={fields.phone} />
      {organizationAddress ? (
        <RadioGroupField
          meta={fields.shipTo}
          label={t("orders.shipToChoice.label")}
          options={[
            { value: "holder", label: t("orders.shipToChoice.holder") },
            { value: "organization", label: t("orders.shipToChoice.organization", { address: organizationLine }) },
          ]}
        />
      ) : (
        <input type="hidden" name={fields.shipTo.name} value="holder" />
      )}
      {toOrganization ? null : (
        <fieldset className="stack">
          <legend>{organizationAddress ? t("orders.shipToChoice.holder") : t("orders.shipTo")}</legend>
          <Field meta={fields.addressOne} label={t("orders.addressOne")} autoComplete="off" />
          <Field meta={fields.addressTwo} label={t("orders.addressTwo")} autoComplete="off" />
          <Field meta={fields.city} label={t("orders.city")} autoComplete="off" />
          <StateField meta={fields.state} label={t("orders.state")} placeholder={t("orders.choose")} />
          <Field meta={fields.zip} label={t("orders.zip")} inputMode="numeric" autoComplete="off" />
        </fieldset>
      )}
      <SelectField
        meta={fields.shippingMethod}
        label={t("orders.shippingMethod")}
        options={shippingMethods.map((m) => ({ value: m, label: t(`orders.shipping.${m}`) }))}
      />
      <CardExtraFields fields={fields} canTag={canTag} />
      <Buttons base={base} />
    </Form>
  );
}

function VirtualOrderForm({ base, idempotencyKey, reply, canTag }: FormProps) {
  const [form, fields] = useSchemaForm(virtualOrderSchema, { id: "order", lastResult: replyFor(reply, "virtual") });
  return (
    <Form method="post" action={`${base}?new=virtual`} className="stack" {...getFormProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name={fields.intent.name} value="virtual" />
      <input type="hidden" name={fields.idempotencyKey.name} value={idempotencyKey} />
      <HolderFields firstName={fields.firstName} lastName={fields.lastName} email={fields.email} phone={fields.phone} />
      <CardExtraFields fields={fields} canTag={canTag} />
      <Buttons base={base} />
    </Form>
  );
}

/** An address on one line ("Shipping Desk, 12 Main St, Richmond, VA 23219"), in the option's label. */
function oneLine(address: Address): string {
  const street = [address.addressOne, address.addressTwo].filter(Boolean).join(", ");
  return `${address.firstName} ${address.lastName}, ${street}, ${address.city}, ${address.state} ${address.zip}`;
}

type ExtraFieldName = "color" | "initialLoad" | "tag" | "tagColor" | "tagAmount";

/**
 * The card's colour and first load, and a tag for it (issue 38 item 5): all optional, each with the
 * spec's rule in its hint. The tag's fields show only to a user who may tag cards.
 */
function CardExtraFields({ fields, canTag }: { fields: Record<ExtraFieldName, FieldMeta>; canTag: boolean }) {
  const { t } = useTranslation(["orders"]);
  return (
    <>
      <fieldset className="stack">
        <legend>{t("orders.extras.legend")}</legend>
        <Field meta={fields.color} label={t("orders.extras.color")} hint={t("orders.extras.colorHint")} autoComplete="off" dir="ltr" />
        <AmountField meta={fields.initialLoad} label={t("orders.extras.initialLoad")} hint={t("orders.extras.initialLoadHint")} />
      </fieldset>
      {canTag ? (
        <fieldset className="stack">
          <legend>{t("orders.extras.tagLegend")}</legend>
          <Field meta={fields.tag} label={t("orders.extras.tagName")} hint={t("orders.extras.tagNameHint")} autoComplete="off" />
          <Field
            meta={fields.tagColor}
            label={t("orders.extras.tagColor")}
            hint={t("orders.extras.colorHint")}
            autoComplete="off"
            dir="ltr"
          />
          <AmountField meta={fields.tagAmount} label={t("orders.extras.tagAmount")} hint={t("orders.extras.tagAmountHint")} />
        </fieldset>
      ) : null}
    </>
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

/**
 * Check your answers (GOV.UK, issue 24): the order as it will be placed, with its answers as hidden
 * fields. "Place the order" places it (the same idempotency key, so a double submit places one order);
 * "Change the answers" posts them back to the form. Works without JavaScript.
 */
function CheckAnswers({ check, base, canTag }: { check: OrderCheck; base: string; canTag: boolean }) {
  const { t, i18n } = useTranslation(["orders", "cardDetail"]);
  const language = codeOfTag(i18n.language) ?? "en";
  const shipsTo: Address | null =
    check.intent !== "physical"
      ? null
      : check.shipTo === "organization"
        ? check.organizationAddress
        : { ...check, addressTwo: check.addressTwo };
  const address = shipsTo ? (
    <>
      {check.intent === "physical" && check.shipTo === "organization" ? (
        <>
          {t("orders.shipToChoice.organizationShort")}
          <br />
          {shipsTo.firstName} {shipsTo.lastName}
          <br />
        </>
      ) : null}
      {shipsTo.addressOne}
      {shipsTo.addressTwo ? (
        <>
          <br />
          {shipsTo.addressTwo}
        </>
      ) : null}
      <br />
      {shipsTo.city}, {stateName(shipsTo.state, language)} {shipsTo.zip}
    </>
  ) : null;
  const tagColor = check.tagColor || t("orders.checkExtras.defaultColor");
  const facts: Fact[] = [
    { label: t("orders.check.holder"), value: `${check.firstName} ${check.lastName}` },
    { label: t("orders.email"), value: <EmailAddress address={check.email} />, ltr: true },
    check.phone
      ? { label: t("orders.check.phone"), value: check.phone.replace(/^(\d{3})(\d{3})(\d{4})$/, "$1 $2 $3"), ltr: true }
      : { label: t("orders.check.phone"), value: t("orders.check.noPhone") },
    ...(check.intent === "physical"
      ? [
          { label: t("orders.shipTo"), value: address },
          { label: t("orders.shippingMethod"), value: t(`orders.shipping.${check.shippingMethod}`) },
        ]
      : []),
    check.color
      ? { label: t("orders.extras.color"), value: check.color, ltr: true }
      : { label: t("orders.extras.color"), value: t("orders.checkExtras.defaultColor") },
    {
      label: t("orders.extras.initialLoad"),
      value:
        check.initialLoad === undefined ? t("orders.checkExtras.none") : t("orders.checkExtras.loadValue", { amount: check.initialLoad }),
    },
    ...(canTag
      ? [
          {
            label: t("orders.checkExtras.tag"),
            value: !check.tag
              ? t("orders.checkExtras.none")
              : check.tagAmount === undefined
                ? t("orders.checkExtras.tagValueNoAmount", { name: check.tag, color: tagColor })
                : t("orders.checkExtras.tagValue", { name: check.tag, color: tagColor, amount: check.tagAmount }),
          },
        ]
      : []),
  ];
  // The answers as the form sends them again: amounts back in dollars, the organization's address not at all.
  const hidden = Object.entries(check).flatMap(([name, value]): [string, string][] =>
    typeof value === "string" && value !== "" ? [[name, value]] : typeof value === "number" ? [[name, (value / 100).toFixed(2)]] : [],
  );
  return (
    <Form method="post" action={`${base}?new=${check.intent}`} className="stack check-answers" aria-labelledby="order-check-title">
      <h3 id="order-check-title">{t("orders.check.title")}</h3>
      <Facts items={facts} layout="rows" />
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="filter-actions">
        <SubmitButton name="step" value="place">
          {t("orders.place")}
        </SubmitButton>
        <SubmitButton name="step" value="change" className="secondary">
          {t("orders.check.change")}
        </SubmitButton>
        <Link to={base} className="button secondary">
          {t("cardDetail.cancel")}
        </Link>
      </div>
    </Form>
  );
}

function Buttons({ base }: { base: string }) {
  const { t } = useTranslation(["orders", "cardDetail"]);
  return (
    <div className="filter-actions">
      <SubmitButton>{t("orders.check.continue")}</SubmitButton>
      <Link to={base} className="button secondary">
        {t("cardDetail.cancel")}
      </Link>
    </div>
  );
}
