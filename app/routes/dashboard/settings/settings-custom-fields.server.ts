import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, type RouterContextProvider } from "react-router";
import { dashboardContext, providerContext } from "#app/context";
import { doneRedirect, takeDone } from "#app/flash/done.server";
import { CUSTOM_FIELD_PRESETS, type CustomFieldPreset } from "#app/forms/settings-custom-fields.presets";
import {
  type CustomFieldForm,
  customFieldFormSchema,
  deleteCustomFieldSchema,
  fieldFromForm,
} from "#app/forms/settings-custom-fields.schema";
import { formatDateTimeFor } from "#app/i18n/format";
import { getI18n, getLocale } from "#app/middleware/i18n";
import { pageTitle } from "#app/page-title.server";
import { isApiError, type ProviderClient } from "#app/provider/client.server";
import { type FormMessageKey, refuseProviderError } from "#app/provider/form-errors.server";
import { businesses } from "#contract/businesses";
import type { BusinessSettings, CustomFieldDefinition } from "#contract/entities";
import type { CustomFieldDataType, CustomFieldResourceType } from "#domain/enums";

/**
 * Custom fields (spec section 2, /{businessId}/settings/custom-fields; docs/decisions/0140): the fields
 * loads, transfers and deposits carry, per resource type. Creating or changing one (editCustomField)
 * replaces the settings with If-Match holding the version the page showed; when someone saved in
 * between, nothing is written and the page shows both versions of the field side by side.
 */

export type FieldRow = {
  /** `${resourceType}:${name}`: the edit link's key. */
  id: string;
  resourceType: CustomFieldResourceType;
  label: string;
  name: string;
  dataType: CustomFieldDataType;
  options: string[];
};

/** Both versions of the field after a stale save: what is saved now (null: no such field) and what the user sent. */
export type FieldConflict = {
  theirs: Omit<FieldRow, "id"> | null;
  mine: Omit<FieldRow, "id">;
  /** The settings' version now, for a deliberate second save; and when it was saved, as shown. */
  version: string;
  savedAt: string | null;
};

const FIELD_CODES: Record<string, FormMessageKey> = { forbidden: "settings.fields.errors.forbidden" };

const rowsOf = (settings: BusinessSettings | null): FieldRow[] =>
  (settings?.customFields ?? []).flatMap((definition) =>
    definition.customFieldOptions.map((o) => ({
      id: `${definition.resourceType}:${o.name}`,
      resourceType: definition.resourceType,
      label: o.label,
      name: o.name,
      dataType: o.dataType,
      options: o.dataOptions,
    })),
  );

/** The settings, or null while the organization has none (the provider's 404). */
async function readSettings(provider: ProviderClient, businessId: string): Promise<BusinessSettings | null> {
  return provider
    .call(businesses.getSettings, { params: { id: businessId } })
    .then((r) => r.businessSettings)
    .catch((error: unknown) => (isApiError(error, 404) ? null : Promise.reject(error)));
}

export async function customFieldsView(context: Readonly<RouterContextProvider>, request: Request) {
  const { businessId, permissions } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  const url = new URL(request.url);
  const settings = await readSettings(provider, businessId);
  const rows = rowsOf(settings);
  const { t } = getI18n(context);
  const canEdit = permissions.has("editCustomField");
  const editId = url.searchParams.get("edit");
  const deleteId = url.searchParams.get("delete");
  const presetName = url.searchParams.get("preset");
  const preset = presetName && presetName in CUSTOM_FIELD_PRESETS ? (presetName as CustomFieldPreset) : null;
  return {
    title: pageTitle(context, t("settings.fields.title")),
    businessId,
    rows,
    version: settings?.updatedAt ?? "",
    canEdit,
    creating: canEdit && (url.searchParams.get("new") === "1" || preset !== null),
    preset: canEdit ? preset : null,
    editing: canEdit && editId ? (rows.find((r) => r.id === editId) ?? null) : null,
    // `?delete=<id>` opens the field's deletion confirmation.
    deleting: canEdit && deleteId ? (rows.find((r) => r.id === deleteId) ?? null) : null,
    done: takeDone(context, href("/:businessId/settings/custom-fields", { businessId }), ["created", "updated", "deleted"]),
  };
}

/** The definitions with one field added or replaced; `taken` when a new name is already used for that resource type. */
function withField(
  current: readonly CustomFieldDefinition[],
  value: CustomFieldForm,
): { ok: true; customFields: CustomFieldDefinition[] } | { ok: false; reason: "taken" | "missing" } {
  const field = fieldFromForm(value);
  const definition = current.find((d) => d.resourceType === value.resourceType);
  const options = definition?.customFieldOptions ?? [];
  const existing = options.findIndex((o) => o.name.toLowerCase() === field.name.toLowerCase());
  let next: CustomFieldDefinition["customFieldOptions"];
  if (value.intent === "create") {
    if (existing >= 0) return { ok: false, reason: "taken" };
    next = [...options, field];
  } else {
    if (existing < 0) return { ok: false, reason: "missing" };
    next = options.map((o, i) => (i === existing ? field : o));
  }
  const customFields = definition
    ? current.map((d) => (d === definition ? { ...d, customFieldOptions: next } : d))
    : [...current, { resourceType: value.resourceType, customFieldOptions: next }];
  return { ok: true, customFields };
}

/** The definitions without one field; a resource type left with no field is dropped. Null when there is no such field. */
export function withoutField(
  current: readonly CustomFieldDefinition[],
  resourceType: CustomFieldResourceType,
  name: string,
): CustomFieldDefinition[] | null {
  const definition = current.find((d) => d.resourceType === resourceType);
  const options = definition?.customFieldOptions ?? [];
  const kept = options.filter((o) => o.name.toLowerCase() !== name.toLowerCase());
  if (!definition || kept.length === options.length) return null;
  return kept.length
    ? current.map((d) => (d === definition ? { ...d, customFieldOptions: kept } : d))
    : current.filter((d) => d !== definition);
}

/**
 * Deleting a field (confirmed): the settings are replaced without it, with If-Match. New loads,
 * transfers and deposits stop asking for it; the values already recorded on past ones stay as they
 * are (the provider keeps each record's values). A stale confirmation deletes nothing.
 */
async function deleteField(context: Readonly<RouterContextProvider>, form: FormData) {
  const { businessId, permissions } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  const submission = parseWithZod(form, { schema: deleteCustomFieldSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  if (!permissions.has("editCustomField")) {
    return data(submission.reply({ formErrors: ["settings.fields.errors.forbidden"] }), { status: 403 });
  }
  const { resourceType, name, version } = submission.value;
  const stale = () => data(submission.reply({ formErrors: ["settings.fields.errors.deleteConflict"] }), { status: 409 });
  const current = await readSettings(provider, businessId);
  if (!current || current.updatedAt !== (version ?? "")) return stale();
  const customFields = withoutField(current.customFields, resourceType, name);
  if (!customFields) return stale();
  try {
    await provider.call(businesses.updateSettings, {
      params: { id: businessId },
      body: { customFields },
      ifMatch: `"${current.updatedAt}"`,
    });
  } catch (error) {
    if (isApiError(error, 412)) return stale();
    return refuseProviderError(submission, error, { codes: FIELD_CODES });
  }
  throw doneRedirect(href("/:businessId/settings/custom-fields", { businessId }), "deleted");
}

export async function customFieldAction(context: Readonly<RouterContextProvider>, request: Request) {
  const { businessId, permissions } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  const form = await request.formData();
  if (form.get("intent") === "delete") return deleteField(context, form);
  const submission = parseWithZod(form, { schema: customFieldFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const value = submission.value;
  if (!permissions.has("editCustomField")) {
    return data(submission.reply({ formErrors: ["settings.fields.errors.forbidden"] }), { status: 403 });
  }
  const mine = { resourceType: value.resourceType, ...fieldFromForm(value) };
  const conflict = (settings: BusinessSettings | null) => {
    const theirs = rowsOf(settings).find((r) => r.resourceType === mine.resourceType && r.name.toLowerCase() === mine.name.toLowerCase());
    const found: FieldConflict = {
      theirs: theirs
        ? { resourceType: theirs.resourceType, label: theirs.label, name: theirs.name, dataType: theirs.dataType, options: theirs.options }
        : null,
      mine: { resourceType: mine.resourceType, label: mine.label, name: mine.name, dataType: mine.dataType, options: mine.dataOptions },
      version: settings?.updatedAt ?? "",
      savedAt: settings ? formatDateTimeFor(settings.updatedAt, getLocale(context)) : null,
    };
    return data({ ...submission.reply({ formErrors: ["settings.fields.errors.conflict"] }), conflict: found }, { status: 409 });
  };
  const version = value.version ?? "";
  const current = await readSettings(provider, businessId);
  // Saved by someone else since the page was shown: nothing is written.
  if ((current?.updatedAt ?? "") !== version) return conflict(current);
  const next = withField(current?.customFields ?? [], value);
  if (!next.ok) {
    if (next.reason === "missing") return conflict(current);
    const field = value.name ? "name" : "label";
    return data(submission.reply({ fieldErrors: { [field]: ["settings.fields.errors.nameTaken"] } }), { status: 400 });
  }
  try {
    if (current) {
      await provider.call(businesses.updateSettings, {
        params: { id: businessId },
        body: { customFields: next.customFields },
        ifMatch: `"${version}"`,
      });
    } else {
      await provider.call(businesses.createSettings, { params: { id: businessId }, body: { customFields: next.customFields } });
    }
  } catch (error) {
    // The version moved between the read and the write (412), or the first settings were created meanwhile.
    if (isApiError(error, 412) || (isApiError(error, 409) && error.code === "settings_exist")) {
      return conflict(await readSettings(provider, businessId));
    }
    return refuseProviderError(submission, error, { codes: FIELD_CODES });
  }
  throw doneRedirect(href("/:businessId/settings/custom-fields", { businessId }), value.intent === "create" ? "created" : "updated");
}
