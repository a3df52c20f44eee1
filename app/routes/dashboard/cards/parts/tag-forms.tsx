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

/**
 * A name that matches none of the business's tags: creating it is a choice of its own (issue 24), so a
 * typo never becomes a tag everyone sees. The add form below keeps the typed name to correct it.
 */
export function NewTagChoice({ base, name }: { base: string; name: string }) {
  const { t } = useTranslation(["cardDetail"]);
  return (
    <div className="new-tag-choice" role="status">
      <p>{t("cardDetail.newTag.none", { name })}</p>
      <p>{t("cardDetail.newTag.hint")}</p>
      <Form method="post" action={base}>
        <input type="hidden" name="intent" value="addTag" />
        <input type="hidden" name="tag" value={name} />
        <button type="submit" name="createNew" value="yes" className="secondary">
          {t("cardDetail.newTag.create", { name })}
        </button>
      </Form>
    </div>
  );
}
