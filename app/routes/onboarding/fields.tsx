import { useTranslation } from "react-i18next";
import { href } from "react-router";
import { Field, type FieldMeta } from "#app/components/forms";
import { StateField } from "#app/components/state-field";
import { StaticTable } from "#app/components/static-table";

/** A US street address (no PO Box), as one group of five fields. */
export function AddressFields({
  legend,
  hint,
  fields,
}: {
  legend: string;
  hint?: string;
  fields: Record<"addressOne" | "addressTwo" | "city" | "state" | "zip", FieldMeta>;
}) {
  const { t } = useTranslation(["onboarding"]);
  return (
    <fieldset className="stack">
      <legend>{legend}</legend>
      {hint ? <p className="field-hint">{hint}</p> : null}
      <Field meta={fields.addressOne} label={t("onboarding.business.addressOne")} autoComplete="address-line1" />
      <Field meta={fields.addressTwo} label={t("onboarding.business.addressTwo")} autoComplete="address-line2" />
      <Field meta={fields.city} label={t("onboarding.business.city")} autoComplete="address-level2" />
      <StateField meta={fields.state} label={t("onboarding.business.state")} placeholder={t("onboarding.business.choose")} />
      <Field meta={fields.zip} label={t("onboarding.business.zip")} inputMode="numeric" autoComplete="postal-code" dir="ltr" />
    </fieldset>
  );
}

/**
 * Date of birth and the SSN's last four. The SSN digits are typed masked; neither value is ever
 * refilled from the provider (which never returns them): when one is on file the field may stay blank.
 */
export function SecretFields({
  dateOfBirth,
  ssnLast4,
  dateOfBirthOnFile,
  ssnOnFile,
}: {
  dateOfBirth: FieldMeta;
  ssnLast4: FieldMeta;
  dateOfBirthOnFile: boolean;
  ssnOnFile: boolean;
}) {
  const { t } = useTranslation(["onboarding"]);
  return (
    <>
      <Field
        meta={dateOfBirth}
        type="date"
        label={t("onboarding.person.dateOfBirth")}
        hint={dateOfBirthOnFile ? t("onboarding.person.onFile") : undefined}
        autoComplete="off"
      />
      <Field
        meta={ssnLast4}
        type="password"
        label={t("onboarding.person.ssnLast4")}
        hint={ssnOnFile ? t("onboarding.person.onFile") : undefined}
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        dir="ltr"
      />
    </>
  );
}

type OwnerRow = { id: string; name: string; percent: number; state: "waiting" | "given" | "verified" | "failed" };

/** The owners listed: name, share, where their details stand, and (for the applicant) a way to change them. */
export function OwnersTable({ owners, changeFor }: { owners: readonly OwnerRow[]; changeFor?: string }) {
  const { t } = useTranslation(["onboarding"]);
  if (owners.length === 0) return <p>{t("onboarding.owners.none")}</p>;
  return (
    <StaticTable
      rows={owners}
      rowKey={(owner) => owner.id}
      columns={[
        { key: "name", header: t("onboarding.owners.name"), cell: (owner) => owner.name },
        { key: "share", header: t("onboarding.owners.share"), cell: (owner) => t("onboarding.owners.percent", { percent: owner.percent }) },
        { key: "status", header: t("onboarding.owners.status"), cell: (owner) => t(`onboarding.owners.statuses.${owner.state}`) },
        changeFor !== undefined
          ? {
              key: "change",
              header: null,
              cell: (owner) => (
                <a
                  href={href("/:businessId/beneficialOwnerForm/:beneficialOwnerId/info", {
                    businessId: changeFor,
                    beneficialOwnerId: owner.id,
                  })}
                >
                  {t("onboarding.owners.change")}
                </a>
              ),
            }
          : null,
      ]}
    />
  );
}
