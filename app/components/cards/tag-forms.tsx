import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Field, type readReply } from "#app/components/forms";
import type { TagOption } from "#app/routes/dashboard/card-detail.server";

type Reply = ReturnType<typeof readReply>;

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
  return (
    <Form method="post" action={base} className="inline-fields">
      <input type="hidden" name="intent" value="addTag" />
      <Field
        label={t("cardDetail.addTag")}
        errors={reply.errors("tagName")}
        inputProps={{ name: "tagName", id: "tagName", list: "tag-options", autoComplete: "off", required: true }}
      />
      <datalist id="tag-options">
        {options.map((tag) => (
          <option key={tag.id} value={tag.name} />
        ))}
      </datalist>
      <button type="submit">{t("cardDetail.addTagButton")}</button>
    </Form>
  );
}
