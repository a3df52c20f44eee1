import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Field, FormErrors, lazySchema, replyFor, useSchemaForm } from "#app/components/forms";
import type { TagOption } from "#app/routes/dashboard/cards/card-detail.server";

type Reply = SubmissionResult<string[]> | null | undefined;

const addTagSchema = lazySchema(() => import("#app/forms/card-detail.schema").then((m) => m.addTagSchema));

/**
 * Adds a tag by name; the business's existing tags are offered as suggestions when they could be loaded.
 * An island of the card page (tags-panel.tsx).
 */
export function AddTagForm({ base, reply, options }: { base: string; reply: Reply; options: readonly TagOption[] }) {
  const { t } = useTranslation(["cardDetail"]);
  const [form, fields] = useSchemaForm(addTagSchema, { id: "add-tag", lastResult: replyFor(reply, "addTag") });
  return (
    <>
      <FormErrors form={form} />
      <Form method="post" action={base} className="inline-fields" {...getFormProps(form)}>
        <input type="hidden" name={fields.intent.name} value="addTag" />
        <Field meta={fields.tag} label={t("cardDetail.addTag")} list="tag-options" autoComplete="off" />
        <datalist id="tag-options">
          {options.map((tag) => (
            <option key={tag.id} value={tag.name} />
          ))}
        </datalist>
        <button type="submit">{t("cardDetail.addTagButton")}</button>
      </Form>
    </>
  );
}
