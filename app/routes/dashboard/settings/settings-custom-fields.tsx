import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Form, href, Link } from "react-router";
import { type Columns, columns, DataTable } from "#app/components/data-table";
import { FormMessage } from "#app/components/form-messages";
import { island } from "#app/components/island";
import { CUSTOM_FIELD_PRESETS, type CustomFieldPreset } from "#app/forms/settings-custom-fields.presets";
import type { RouteHandle } from "#app/handle";
import { titleMeta } from "#app/page-title";
import { CustomFieldConflict } from "#app/routes/dashboard/settings/parts/custom-field-conflict";
import type { Route } from "./+types/settings-custom-fields";
import { customFieldAction, customFieldsView, type FieldConflict, type FieldRow } from "./settings-custom-fields.server";

/** The field form is an island shown on request (`?new`, `?edit=`): its code comes with the first intent (ADR 0259). */
const CustomFieldForm = island(() => import("#app/routes/dashboard/settings/parts/custom-field-form").then((m) => m.CustomFieldForm), {
  onRequest: true,
});

export const handle = { screen: "customFields", i18n: ["settings", "validation"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = titleMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  return customFieldsView(context, request);
}

export async function action({ request, context }: Route.ActionArgs) {
  return customFieldAction(context, request);
}

const PRESETS = Object.keys(CUSTOM_FIELD_PRESETS) as CustomFieldPreset[];

/** Custom fields: what loads, transfers and deposits ask for, per kind; add one (or start from a preset), change one. */
export default function CustomFields({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["settings"]);
  const { rows, creating, editing, deleting, done } = loaderData;
  const base = href("/:businessId/settings/custom-fields", { businessId: loaderData.businessId });
  const conflict = (actionData as { conflict?: FieldConflict } | undefined)?.conflict ?? null;
  // After a stale save the form posts against the version saved now: saving again is a deliberate choice.
  const version = conflict ? conflict.version : loaderData.version;
  return (
    <>
      <div className="page-heading">
        <h1>{t("settings.fields.heading")}</h1>
      </div>
      <p>{t("settings.fields.intro")}</p>
      {done === "created" || done === "updated" || done === "deleted" ? (
        <FormMessage tone="success">{t(`settings.fields.done.${done}`)}</FormMessage>
      ) : null}
      {/* A stale deletion (someone saved the fields meanwhile) deletes nothing; the list below is as saved now. */}
      {(actionData as { error?: Record<string, string[] | null> } | undefined)?.error?.[""]?.[0] ===
      "settings.fields.errors.deleteConflict" ? (
        <FormMessage tone="error">{t("settings.fields.errors.deleteConflict")}</FormMessage>
      ) : null}
      {deleting ? <DeleteField field={deleting} base={base} version={loaderData.version} /> : null}
      {loaderData.canEdit && !creating && !editing && !deleting ? (
        <nav className="card-actions" aria-label={t("settings.fields.newField")}>
          <h2>{t("settings.fields.newField")}</h2>
          <ul>
            <li>
              <Link to={`${base}?new=1`} className="button secondary">
                {t("settings.fields.add")}
              </Link>
            </li>
            {PRESETS.map((preset) => (
              <li key={preset}>
                <Link to={`${base}?preset=${preset}`} className="button secondary">
                  {t("settings.fields.startFrom", { name: CUSTOM_FIELD_PRESETS[preset].label })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {conflict ? <CustomFieldConflict conflict={conflict} cancel={base} /> : null}
      {creating ? (
        <CustomFieldForm
          // Posted back to the open form's own address, so a refusal shows the form again with its messages.
          action={loaderData.preset ? `${base}?preset=${loaderData.preset}` : `${base}?new=1`}
          cancel={base}
          version={version}
          field={null}
          preset={loaderData.preset}
          reply={actionData}
        />
      ) : null}
      {editing ? (
        <CustomFieldForm
          action={`${base}?edit=${encodeURIComponent(editing.id)}`}
          cancel={base}
          version={version}
          field={editing}
          preset={null}
          reply={actionData}
        />
      ) : null}
      <DataTable
        columns={fieldColumns(t, base, loaderData.canEdit)}
        data={rows}
        getRowId={(row) => row.id}
        caption={t("settings.fields.heading")}
        captionHidden
        empty={t("settings.fields.empty")}
      />
    </>
  );
}

/** The deletion's confirmation: what stops, and that values already recorded stay. */
function DeleteField({ field, base, version }: { field: FieldRow; base: string; version: string }) {
  const { t } = useTranslation(["settings"]);
  const type = t(`settings.fields.resourceTypes.${field.resourceType}`);
  return (
    <section className="confirm-panel" aria-labelledby="delete-field-title">
      <h2 id="delete-field-title">{t("settings.fields.delete.title", { name: field.label })}</h2>
      <p>{t("settings.fields.delete.body", { type })}</p>
      <p>{t("settings.fields.delete.values")}</p>
      <Form method="post" action={`${base}?delete=${encodeURIComponent(field.id)}`} className="stack">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="version" value={version} />
        <input type="hidden" name="resourceType" value={field.resourceType} />
        <input type="hidden" name="name" value={field.name} />
        <div className="filter-actions">
          <button type="submit">{t("settings.fields.delete.confirm")}</button>
          <Link to={base} className="button secondary">
            {t("settings.cancel")}
          </Link>
        </div>
      </Form>
    </section>
  );
}

const col = columns<FieldRow>();

function fieldColumns(t: TFunction<["settings"]>, base: string, canEdit: boolean): Columns<FieldRow> {
  return col.columns([
    col.accessor("label", { header: () => t("settings.fields.label"), meta: { rowHeader: true } }),
    col.accessor("resourceType", {
      header: () => t("settings.fields.appliesTo"),
      cell: ({ row }) => t(`settings.fields.resourceTypes.${row.original.resourceType}`),
    }),
    col.accessor("dataType", {
      header: () => t("settings.fields.dataType"),
      cell: ({ row }) => t(`settings.fields.dataTypes.${row.original.dataType}`),
    }),
    col.display({ id: "options", header: () => t("settings.fields.options"), cell: ({ row }) => row.original.options.join(", ") }),
    col.display({
      id: "actions",
      header: () => t("settings.members.actions"),
      cell: ({ row }) => {
        if (!canEdit) return null;
        const type = t(`settings.fields.resourceTypes.${row.original.resourceType}`);
        return (
          <span className="row-actions">
            <Link
              to={`${base}?edit=${encodeURIComponent(row.original.id)}`}
              aria-label={t("settings.fields.editNamed", { name: row.original.label, type })}
            >
              {t("settings.fields.edit")}
            </Link>{" "}
            <Link
              to={`${base}?delete=${encodeURIComponent(row.original.id)}`}
              aria-label={t("settings.fields.deleteNamed", { name: row.original.label, type })}
            >
              {t("settings.fields.deleteLink")}
            </Link>
          </span>
        );
      },
    }),
  ]);
}
