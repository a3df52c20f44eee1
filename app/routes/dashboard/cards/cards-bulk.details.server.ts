import type { RouterContextProvider } from "react-router";
import { dashboardContext, providerContext } from "#app/context";
import type { BulkAction, BulkDetails } from "#app/forms/cards-bulk.schema";
import { isApiError } from "#app/provider/client.server";
import { autoloads } from "#contract/autoloads";
import { businesses } from "#contract/businesses";
import { MAX_PAGE_SIZE } from "#contract/common";
import { centsToDecimalString } from "#domain/money";
import type { Selection, Target } from "./cards-bulk.choose.server";

/**
 * The bulk actions' details step: what it offers (tags, spend rules, active autoloads), the action's target
 * read from the provider, and the selection and detail as the next form posts them again.
 */

/** The selection's fields as the next form posts them again (hidden inputs). */
export type SelectionFields = { scope: Selection["scope"]; cardIds: string[]; filter: Record<string, string> };

export function selectionFields(selection: Selection): SelectionFields {
  const filter: Record<string, string> = {};
  for (const key of ["search", "status", "formFactor", "tagId", "programId"] as const) {
    const value = selection[key];
    if (value) filter[key] = value;
  }
  return { scope: selection.scope, cardIds: selection.scope === "selected" ? [...new Set(selection.cardIds)] : [], filter };
}

export type Option = { id: string; name: string };

/** What the details step offers: existing tags, the business's spend rules, its active autoloads. */
export async function detailOptions(context: Readonly<RouterContextProvider>, action: BulkAction): Promise<Option[]> {
  const { businessId } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  switch (action) {
    case "load":
      return [];
    case "tag":
      return (await provider.call(businesses.listTags, { params: { id: businessId }, query: { limit: 200 } })).tags.map((t) => ({
        id: t.id,
        name: t.name,
      }));
    case "spendRule":
      return (await provider.call(businesses.listSpendRules, { params: { id: businessId }, query: { limit: 200 } })).spendRules.map(
        (r) => ({ id: r.id, name: r.name }),
      );
    case "autoload":
    case "removeFromAutoload":
      return (
        await provider.call(autoloads.listAutoloads, { params: { businessId }, query: { status: "active", limit: 200 } })
      ).autoloads.map((a) => ({ id: a.id, name: a.name }));
  }
}

/** The action's target, read from the provider where it names an object (the rule, the autoload). Null: not one of this business's. */
export async function targetOf(context: Readonly<RouterContextProvider>, details: BulkDetails): Promise<Target | null> {
  const { businessId } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  switch (details.action) {
    case "load":
      return { action: "load", amountCents: details.amount };
    case "tag":
      return { action: "tag", tagName: details.tag };
    case "spendRule": {
      const rules = await provider.call(businesses.listSpendRules, { params: { id: businessId }, query: { limit: 200 } });
      const rule = rules.spendRules.find((r) => r.id === details.spendRuleId);
      return rule ? { action: "spendRule", ruleId: rule.id, ruleName: rule.name, ruleBusinessId: rule.businessId } : null;
    }
    case "autoload": {
      const found = await provider
        .call(autoloads.getAutoload, { params: { autoloadProfileId: details.autoloadId }, query: { limit: 1 } })
        .catch((error: unknown) => (isApiError(error, 404) || isApiError(error, 403) ? null : Promise.reject(error)));
      const autoload = found?.autoload;
      if (!autoload || autoload.businessId !== businessId) return null;
      return {
        action: "autoload",
        autoloadId: autoload.id,
        autoloadName: autoload.name,
        autoloadBusinessId: autoload.businessId,
        active: autoload.status === "active",
      };
    }
    case "removeFromAutoload": {
      const first = await provider
        .call(autoloads.getAutoload, { params: { autoloadProfileId: details.autoloadId }, query: { limit: MAX_PAGE_SIZE } })
        .catch((error: unknown) => (isApiError(error, 404) || isApiError(error, 403) ? null : Promise.reject(error)));
      const autoload = first?.autoload;
      if (!autoload || autoload.businessId !== businessId) return null;
      // Its members, page by page (an autoload of 10,000 cards is 50 reads, within a Worker's subrequests).
      const memberIds = autoload.members.map((m) => m.cardId);
      let cursor = autoload.membersNextCursor;
      while (cursor) {
        const page = await provider.call(autoloads.getAutoload, {
          params: { autoloadProfileId: autoload.id },
          query: { limit: MAX_PAGE_SIZE, cursor },
        });
        memberIds.push(...page.autoload.members.map((m) => m.cardId));
        cursor = page.autoload.membersNextCursor;
      }
      return {
        action: "removeFromAutoload",
        autoloadId: autoload.id,
        autoloadName: autoload.name,
        autoloadBusinessId: autoload.businessId,
        memberIds,
      };
    }
  }
}

export type BulkDetailsStep = {
  action: BulkAction;
  selection: SelectionFields;
  count: number;
  options: Option[];
};

export function targetName(target: Target): string | null {
  switch (target.action) {
    case "load":
      return null;
    case "tag":
      return target.tagName;
    case "spendRule":
      return target.ruleName;
    case "autoload":
    case "removeFromAutoload":
      return target.autoloadName;
  }
}

/** The action's own field as the review's form posts it again (an amount as a plain decimal). */
export function detailFields(details: BulkDetails): Record<string, string> {
  switch (details.action) {
    case "load":
      return { amount: centsToDecimalString(details.amount) };
    case "tag":
      return { tag: details.tag };
    case "spendRule":
      return { spendRuleId: details.spendRuleId };
    case "autoload":
    case "removeFromAutoload":
      return { autoloadId: details.autoloadId };
  }
}
