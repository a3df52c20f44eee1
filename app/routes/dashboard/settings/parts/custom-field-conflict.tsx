import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Facts } from "#app/components/facts";
import type { FieldConflict } from "#app/routes/dashboard/settings/settings-custom-fields.server";

type Version = FieldConflict["mine"];

/**
 * A stale save of a custom field (docs/decisions/0140): nothing was written. The field as it is saved
 * now and as the user sent it, side by side; keeping the saved one is a link, saving one's own again
 * is the form below (which now names the saved version).
 */
export function CustomFieldConflict({ conflict, cancel }: { conflict: FieldConflict; cancel: string }) {
  const { t } = useTranslation(["settings"]);
  return (
    <section className="confirm-panel" aria-labelledby="conflict-title">
      <h2 id="conflict-title">{t("settings.fields.conflict.title")}</h2>
      <p>{conflict.savedAt ? t("settings.fields.conflict.body", { when: conflict.savedAt }) : t("settings.fields.conflict.bodyNoDate")}</p>
      <div className="side-by-side">
        <section aria-labelledby="conflict-theirs">
          <h3 id="conflict-theirs">{t("settings.fields.conflict.theirs")}</h3>
          {conflict.theirs ? <FieldFacts field={conflict.theirs} /> : <p>{t("settings.fields.conflict.none")}</p>}
        </section>
        <section aria-labelledby="conflict-mine">
          <h3 id="conflict-mine">{t("settings.fields.conflict.mine")}</h3>
          <FieldFacts field={conflict.mine} />
        </section>
      </div>
      <p>{t("settings.fields.conflict.choose")}</p>
      <p>
        <Link to={cancel} className="button secondary">
          {t("settings.fields.conflict.keepTheirs")}
        </Link>
      </p>
    </section>
  );
}

function FieldFacts({ field }: { field: Version }) {
  const { t } = useTranslation(["settings"]);
  return (
    <Facts
      layout="rows"
      items={[
        { label: t("settings.fields.label"), value: field.label },
        { label: t("settings.fields.name"), value: field.name },
        { label: t("settings.fields.appliesTo"), value: t(`settings.fields.resourceTypes.${field.resourceType}`) },
        { label: t("settings.fields.dataType"), value: t(`settings.fields.dataTypes.${field.dataType}`) },
        field.dataType === "dropdown" ? { label: t("settings.fields.options"), value: field.options.join(", ") } : null,
      ]}
    />
  );
}
