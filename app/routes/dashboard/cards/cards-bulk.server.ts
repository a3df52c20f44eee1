import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { selectedRowIds } from "#app/components/data-table";
import { dashboardContext } from "#app/context";
import {
  BULK_ACTIONS,
  type BulkAction,
  type BulkDetails,
  chooseSchema,
  confirmFieldsSchema,
  DETAILS_SCHEMAS,
} from "#app/forms/cards-bulk.schema";
import { REVIEWED_FIELD } from "#app/money/review-step";
import { newIdempotencyKey } from "#app/provider/idempotency";
import { permissionsFor } from "#domain/permissions";
import { BULK_PERMISSION, planCards, resolveSelection, withSelection } from "./cards-bulk.choose.server";
import {
  applyToCards,
  type BulkResult,
  type BulkReview,
  bulkLoadReceipt,
  line,
  loadReview,
  reviewDigest,
} from "./cards-bulk.confirm.server";
import { type BulkDetailsStep, detailFields, detailOptions, selectionFields, targetName, targetOf } from "./cards-bulk.details.server";

/**
 * Bulk actions of the cards list (issue 18 item 5, docs/decisions/0157-bulk-card-actions.md): choose,
 * give the action's detail, review, confirm, and a result for each card. The selection is resolved on
 * the server at each step (ticked ids, or the list's filter up to BULK_CAP cards); each card is checked
 * against the permission on its own business, and the provider checks each card again. This module
 * reads the post and dispatches; each step lives beside it: cards-bulk.choose.server.ts (the selection),
 * cards-bulk.details.server.ts (the detail and its target), cards-bulk.confirm.server.ts (review, apply,
 * receipt).
 */

export type BulkReply =
  | { step: "error"; message: BulkMessage }
  | { step: "details"; details: BulkDetailsStep; reply?: unknown }
  | { step: "review"; review: BulkReview }
  | { step: "result"; result: BulkResult };

export type BulkMessage = "none" | "tooMany" | "forbidden" | "unknownTarget" | "autoloadNotActive" | "invalid";

const fail = (message: BulkMessage, status: number) => data({ step: "error" as const, message }, { status });

/** The selection posted from the list or a later step: ticked rows (and "all on this page") merged into `cardIds`. */
function normalizedForm(form: FormData): FormData {
  const ids = selectedRowIds(form, { name: "cardIds", allName: "pageCardIds" });
  form.delete("cardIds");
  form.delete("pageCardIds");
  for (const id of ids) form.append("cardIds", id);
  return form;
}

export async function bulkAction(context: Readonly<RouterContextProvider>, request: Request) {
  const { business, permissions } = context.get(dashboardContext);
  const form = normalizedForm(await request.formData());
  const intent = form.get("intent");
  const permissionsOf = (id: string) => permissionsFor(business, id);

  if (intent === "choose") {
    const submission = parseWithZod(form, { schema: chooseSchema });
    if (submission.status !== "success") return fail("invalid", 400);
    const { action } = submission.value;
    if (!permissions.has(BULK_PERMISSION[action])) return fail("forbidden", 403);
    const [resolved, options] = await Promise.all([resolveSelection(context, submission.value), detailOptions(context, action)]);
    if ("tooMany" in resolved) return fail("tooMany", 400);
    if ("none" in resolved) return fail("none", 400);
    return {
      step: "details" as const,
      details: { action, selection: selectionFields(submission.value), count: resolved.cards.length, options },
    };
  }

  const action = form.get("action");
  if ((intent !== "review" && intent !== "confirm") || !BULK_ACTIONS.includes(action as BulkAction)) return fail("invalid", 400);
  const schema = DETAILS_SCHEMAS[action as BulkAction];
  const submission = parseWithZod(form, { schema });
  if (!permissions.has(BULK_PERMISSION[action as BulkAction])) return fail("forbidden", 403);
  if (submission.status !== "success") {
    // The details form again, with its messages and what was typed.
    const selection = chooseSchema.safeParse({ ...Object.fromEntries(form), cardIds: form.getAll("cardIds"), intent: "choose" });
    if (!selection.success) return fail("invalid", 400);
    const options = await detailOptions(context, action as BulkAction);
    const details: BulkDetailsStep = { action: action as BulkAction, selection: selectionFields(selection.data), count: 0, options };
    return data({ step: "details" as const, details, reply: submission.reply() }, { status: 400 });
  }
  const details = submission.value as BulkDetails;
  const [found, resolved] = await Promise.all([targetOf(context, details), resolveSelection(context, details)]);
  if (!found) return fail("unknownTarget", 400);
  if (found.action === "autoload" && !found.active) return fail("autoloadNotActive", 409);
  if ("tooMany" in resolved) return fail("tooMany", 400);
  if ("none" in resolved) return fail("none", 400);
  const target = withSelection(found, resolved.cards);
  const plan = planCards(target, resolved.cards, permissionsOf);
  const digest = await reviewDigest(target, resolved.cards);
  const missing = resolved.missing.map((id) => ({ id, holderName: "", last6: "", outcome: "notFound" as const }));

  if (intent === "confirm") {
    const confirm = confirmFieldsSchema.safeParse({ batchKey: form.get("batchKey"), reviewed: form.get(REVIEWED_FIELD) });
    if (!confirm.success) return fail("invalid", 400);
    if (confirm.data.reviewed === digest) {
      const outcomes = await applyToCards(context, target, plan.ready, confirm.data.batchKey);
      const lines = [
        ...plan.ready.map((card, i) => line(card, outcomes[i] ?? "failed")),
        ...plan.skipped.map((s) => line(s.card, s.outcome)),
        ...missing,
      ];
      const applied = outcomes.filter(
        (o) => o === "loaded" || o === "tagged" || o === "hadTag" || o === "ruleAttached" || o === "added" || o === "removed",
      ).length;
      const loaded = outcomes.filter((o) => o === "loaded").length;
      if (target.action === "load") {
        throw await bulkLoadReceipt(context, plan.ready, outcomes, lines, {
          amountCents: loaded * target.amountCents,
          done: loaded,
          reference: confirm.data.batchKey,
        });
      }
      const result: BulkResult = {
        action: target.action,
        lines,
        applied,
        notApplied: lines.length - applied,
        target: targetName(target),
      };
      return { step: "result" as const, result };
    }
  }

  const batchKey =
    intent === "confirm"
      ? (confirmFieldsSchema.shape.batchKey.safeParse(form.get("batchKey")).data ?? newIdempotencyKey())
      : newIdempotencyKey();
  const review: BulkReview = {
    action: target.action,
    selection: selectionFields(details),
    detail: detailFields(details),
    batchKey,
    reviewed: digest,
    changed: intent === "confirm",
    ready: plan.ready.map((card) => line(card, null)),
    skipped: [...plan.skipped.map((s) => line(s.card, s.outcome)), ...missing],
    load: target.action === "load" ? await loadReview(context, plan.ready, target.amountCents, batchKey) : null,
    tagName: target.action === "tag" ? target.tagName : null,
    ruleName: target.action === "spendRule" ? target.ruleName : null,
    autoloadName: target.action === "autoload" || target.action === "removeFromAutoload" ? target.autoloadName : null,
  };
  return { step: "review" as const, review };
}
