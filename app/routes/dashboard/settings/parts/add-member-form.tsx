import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { Field, FormActions, FormErrors, lazySchema, replyFor, SelectField, useSchemaForm } from "#app/components/forms";
import type { Role } from "#domain/enums";

const addMemberSchema = lazySchema(() => import("#app/forms/settings-members.schema").then((m) => m.addMemberSchema));

export type Place = { id: string; name: string; roles: readonly Role[] };

/**
 * Adds a member by e-mail with a role, on the organization or one of its programs. Only the roles the
 * user may hand out are offered. An island of the members page (settings-members.tsx).
 */
export function AddMemberForm({
  action,
  cancel,
  places,
  reply,
}: {
  action: string;
  cancel: string;
  places: readonly Place[];
  reply: SubmissionResult<string[]> | null | undefined;
}) {
  const { t } = useTranslation(["settings"]);
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useSchemaForm(addMemberSchema, {
    id: "add-member",
    lastResult: replyFor(reply, "add"),
    defaultValue: { businessId: places[0]?.id ?? "" },
  });
  // Every role grantable somewhere; the provider (and the action) refuse one not grantable at the chosen place.
  const roles = [...new Set(places.flatMap((p) => p.roles))];
  return (
    <section className="confirm-panel" aria-labelledby="add-member-title">
      <h2 id="add-member-title">{t("settings.members.addTitle")}</h2>
      <p>{t("settings.members.addIntro")}</p>
      <Form method="post" action={action} className="stack" {...getFormProps(form)}>
        <FormErrors form={form} />
        <input type="hidden" name={fields.intent.name} value="add" />
        <Field meta={fields.email} type="email" label={t("settings.members.email")} autoComplete="off" />
        <Field meta={fields.firstName} label={t("settings.members.firstName")} autoComplete="off" />
        <Field meta={fields.lastName} label={t("settings.members.lastName")} autoComplete="off" />
        <SelectField
          meta={fields.role}
          label={t("settings.members.role")}
          hint={t("settings.members.roleHint")}
          placeholder={t("settings.members.chooseRole")}
          options={roles.map((role) => ({ value: role, label: t(`settings.roles.${role}`) }))}
        />
        {places.length > 1 ? (
          <SelectField
            meta={fields.businessId}
            label={t("settings.members.access")}
            hint={t("settings.members.accessHint")}
            options={places.map((p) => ({ value: p.id, label: p.name }))}
          />
        ) : (
          <input type="hidden" name={fields.businessId.name} value={places[0]?.id ?? ""} />
        )}
        <FormActions submit={t("settings.members.sendInvitation")} cancel={t("settings.cancel")} cancelTo={cancel} busy={busy} />
      </Form>
    </section>
  );
}
