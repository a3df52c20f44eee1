import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Field, replyFor, useSchemaForm } from "#app/components/forms";
import { addTagSchema } from "#app/routes/dashboard/card-detail.schema";
import type { TagOption } from "#app/routes/dashboard/card-detail.server";

type Reply = SubmissionResult<string[]> | null | undefined;

/** Removes one tag from the card. */
export function RemoveTagForm({ base, tag }: { base: string; tag: { id: string; name: string } }) {
  const { t } = useTranslation(["cardDetail"]);
  return (
    <Form method="post" action={base} className="inline">
      <input type="hidden" name="intent" value="removeTag" />
      <input type="hidden" name="tagId" value={tag.id} />
      <button type="submit" className="link-button" aria-label={t("cardDetail.removeTagNamed", { name: tag.name })}>
        {t("cardDetail.removeTag")}
      </button>
    </Form>
  );
}

/** Adds a tag by name; the business's existing tags are offered as suggestions when they could be loaded. */
export function AddTagForm({ base, reply, options }: { base: string; reply: Reply; options: readonly TagOption[] }) {
  const { t } = useTranslation(["cardDetail"]);
  const [form, fields] = useSchemaForm(addTagSchema, { id: "add-tag", lastResult: replyFor(reply, "addTag") });
  return (
    <Form method="post" action={base} className="inline-fields" {...getFormProps(form)}>
      <input type="hidden" name={fields.intent.name} value="addTag" />
      <Field meta={fields.tagName} label={t("cardDetail.addTag")} list="tag-options" autoComplete="off" />
      <datalist id="tag-options">
        {options.map((tag) => (
          <option key={tag.id} value={tag.name} />
        ))}
      </datalist>
      <button type="submit">{t("cardDetail.addTagButton")}</button>
    </Form>
  );
}
