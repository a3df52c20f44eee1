import { useTranslation } from "react-i18next";
import { Form } from "react-router";

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
