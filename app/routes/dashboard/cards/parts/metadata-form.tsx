import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { ErrorList, Field, FormActions, FormErrors, lazySchema, replyFor, useSchemaForm } from "#app/components/forms";

const editMetadataForm = lazySchema(() => import("#app/forms/card-detail.schema").then((m) => m.editMetadataSchema));

type Entry = { key: string; value: string };

/**
 * The card's custom fields (metadata, ADR 0141): change a value, remove an entry, add one. One post for
 * all of it; nothing is sent for a form that does not pass. An island of the card page (details-panel.tsx).
 */
export function MetadataForm({
  base,
  entries,
  reply,
}: {
  base: string;
  entries: readonly Entry[];
  reply: SubmissionResult<string[]> | null | undefined;
}) {
  const { t } = useTranslation(["cardDetail"]);
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useSchemaForm(editMetadataForm, {
    id: "metadata",
    lastResult: replyFor(reply, "editMetadata"),
    // conform reads nested defaults (entries[i].key/value); the kit's option type names flat fields only.
    defaultValue: { entries: entries.map((e) => ({ key: e.key, value: e.value })) } as unknown as Record<string, string>,
  });
  const list = fields.entries.getFieldList();
  return (
    <Form method="post" action={`${base}?edit=metadata`} className="stack" {...getFormProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name="intent" value="editMetadata" />
      {list.map((entry, index) => {
        const row = entry.getFieldset();
        const key = entries[index]?.key ?? String(row.key.initialValue ?? "");
        const { key: removeKey, ...remove } = getInputProps(row.remove, { type: "checkbox", value: "on" });
        return (
          <fieldset key={entry.key} className="field">
            <legend>{key}</legend>
            <input type="hidden" name={row.key.name} value={key} />
            <Field meta={row.value} label={t("cardDetail.metadataForm.valueOf", { key })} autoComplete="off" />
            <div className="choice">
              <input key={removeKey} {...remove} />
              <label htmlFor={row.remove.id}>{t("cardDetail.metadataForm.remove", { key })}</label>
            </div>
            <ErrorList id={row.remove.errorId} errors={row.remove.errors} />
          </fieldset>
        );
      })}
      <fieldset className="field">
        <legend>{t("cardDetail.metadataForm.addLegend")}</legend>
        <Field meta={fields.newKey} label={t("cardDetail.metadataForm.newKey")} autoComplete="off" />
        <Field meta={fields.newValue} label={t("cardDetail.metadataForm.newValue")} autoComplete="off" />
      </fieldset>
      <FormActions submit={t("cardDetail.metadataForm.save")} cancel={t("cardDetail.cancel")} cancelTo={base} busy={busy} />
    </Form>
  );
}
