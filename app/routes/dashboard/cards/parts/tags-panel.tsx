import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Deferred } from "#app/components/deferred";
import { island } from "#app/components/island";
import type { CardView } from "#app/routes/dashboard/cards/card-detail.server";
import { NewTagChoice, RemoveTagForm } from "./tag-forms";

/** The add-tag form is an island (docs/decisions/0066-islands-and-lazy-validation.md). */
const AddTagForm = island(() => import("./add-tag-form").then((m) => m.AddTagForm));

/**
 * The card's tags (part of the card, so always shown) and the add-tag form. The business's tags are
 * only suggestions: when they cannot be loaded the form still works, without them.
 */
export function TagsPanel({
  base,
  tags,
  tagOptions,
  canAddTag,
  canRemoveTag,
  reply,
  newTag,
}: {
  base: string;
  tags: CardView["card"]["tags"];
  tagOptions: CardView["tagOptions"];
  canAddTag: boolean;
  canRemoveTag: boolean;
  reply: SubmissionResult<string[]> | null | undefined;
  /** A typed name that is no tag yet: the explicit choice to create it. */
  newTag: string | null;
}) {
  const { t } = useTranslation(["cardDetail"]);
  return (
    <section aria-labelledby="tags-title">
      <h2 id="tags-title">{t("cardDetail.tags")}</h2>
      {tags.length === 0 ? <p>{t("cardDetail.noTags")}</p> : null}
      <ul className="tag-list">
        {tags.map((tag) => (
          <li key={tag.id}>
            <span className="tag">{tag.name}</span>
            {canRemoveTag ? <RemoveTagForm base={base} tag={tag} /> : null}
          </li>
        ))}
      </ul>
      {canAddTag && newTag ? <NewTagChoice base={base} name={newTag} /> : null}
      {canAddTag && tagOptions ? (
        <Deferred resolve={tagOptions} failed={<AddTagForm base={base} reply={reply} options={[]} />}>
          {(options) => <AddTagForm base={base} reply={reply} options={options} />}
        </Deferred>
      ) : null}
    </section>
  );
}
