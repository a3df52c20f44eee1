import type { RouterContextProvider } from "react-router";
import { dashboardContext, providerContext } from "#app/context";
import { isApiError } from "#app/provider/client.server";
import { businesses } from "#contract/businesses";
import type { CustomFieldDefinition } from "#contract/entities";
import { type CustomFieldInput, customFieldInputs } from "#domain/custom-fields";
import type { CustomFieldResourceType } from "#domain/enums";

/**
 * The custom fields a money form asks for (docs/decisions/0179-custom-field-inputs.md): those the
 * business that owns the card, recipient or account defined for the resource type, else its top-level
 * business's, as the provider checks them. The reads start at once (beside the page's other reads);
 * the returned function picks the owner's fields once the owner is known.
 */
export function customFieldsReader(context: Readonly<RouterContextProvider>, resourceType: CustomFieldResourceType) {
  const provider = context.get(providerContext);
  const { businessId, business } = context.get(dashboardContext);
  const reads = new Map<string, Promise<CustomFieldDefinition[] | null>>();
  const settingsOf = (id: string) => {
    let read = reads.get(id);
    if (!read) {
      // A business without settings (404) or one whose settings the user may not read (403) has no fields.
      read = provider.call(businesses.getSettings, { params: { id } }).then(
        (r) => r.businessSettings.customFields,
        (error: unknown) => (isApiError(error, 404) || isApiError(error, 403) ? null : Promise.reject(error)),
      );
      // Started before it is known to be needed: a failure nobody awaits is not an unhandled rejection.
      read.catch(() => undefined);
      reads.set(id, read);
    }
    return read;
  };
  settingsOf(businessId);
  settingsOf(business.topLevelBusinessId);
  return async (ownerId: string): Promise<CustomFieldInput[]> => {
    const [own, top] = await Promise.all([settingsOf(ownerId), settingsOf(business.topLevelBusinessId)]);
    return own?.some((d) => d.resourceType === resourceType) ? customFieldInputs(own, resourceType) : customFieldInputs(top, resourceType);
  };
}
