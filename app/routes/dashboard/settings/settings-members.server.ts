import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, type RouterContextProvider, redirect } from "react-router";
import { dashboardContext, providerContext } from "#app/context";
import { memberActionSchema } from "#app/forms/settings-members.schema";
import { notFound } from "#app/http";
import { formatDateFor } from "#app/i18n/format";
import { getI18n, getLocale } from "#app/middleware/i18n";
import { pageTitle } from "#app/page-title.server";
import { extensionOn } from "#app/provider/extensions.server";
import { type FormMessageKey, isFormError, providerFormErrors } from "#app/provider/form-errors.server";
import { businesses } from "#contract/businesses";
import type { Role } from "#domain/enums";
import { canRemoveMember, grantableRoles, rolesToChangeTo } from "#domain/members";
import { permissionsFor } from "#domain/permissions";

/**
 * The members page (spec section 2, /{businessId}/settings/members; docs/decisions/0120): everyone with
 * a role in the organization, adding a member by e-mail (the provider mails the invitation to
 * /register/member), changing a member's role and removing one, each after a confirmation (ADR 0180). The path is forced to the top-level
 * business (the dashboard guard), so `businessId` here is always the organization.
 */

const PAGE_SIZE = 50;

/** Provider refusals with a message of their own. */
const MEMBER_CODES: Record<string, FormMessageKey> = {
  already_member: "settings.members.errors.alreadyMember",
  last_admin: "settings.members.errors.lastAdmin",
  cannot_remove_self: "settings.members.errors.self",
  cannot_change_self: "settings.members.errors.changeSelf",
  role_not_grantable: "settings.members.errors.roleNotGrantable",
  forbidden: "settings.members.errors.forbidden",
};

const MEMBER_FIELDS = { "body.email": "email", "body.firstName": "firstName", "body.lastName": "lastName", "body.role": "role" };

export type MemberRow = {
  id: string;
  userId: string;
  businessId: string;
  name: string;
  email: string;
  role: Role;
  where: string;
  status: "invited" | "active";
  added: string;
  removable: boolean;
  /** The roles the member may be given instead (empty: the user cannot change this member's role). */
  rolesTo: Role[];
};

export async function membersView(context: Readonly<RouterContextProvider>, request: Request) {
  const { businessId, business, session } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  const url = new URL(request.url);
  const cursor = url.searchParams.get("cursor") ?? undefined;
  const [page, programs] = await Promise.all([
    provider.call(businesses.listMembers, { params: { id: businessId }, query: { cursor, limit: PAGE_SIZE } }),
    provider.call(businesses.listPrograms, { params: { id: businessId }, query: { limit: 200 } }).then((r) => r.programs),
  ]);
  const names = new Map<string, string>([[businessId, business.topLevelBusinessName], ...programs.map((p) => [p.id, p.name] as const)]);
  const language = getLocale(context);
  // Without the provider's role change (an extension, ADR 0222) no role is offered: remove and invite instead.
  const roleChange = extensionOn(context, "changeMemberRole");
  const rows: MemberRow[] = page.members.map((m) => ({
    id: `${m.businessId}:${m.userId}`,
    userId: m.userId,
    businessId: m.businessId,
    name: `${m.firstName} ${m.lastName}`,
    email: m.email,
    role: m.role,
    where: names.get(m.businessId) ?? m.businessId,
    status: m.status,
    added: formatDateFor(m.addedAt, language),
    removable: m.userId !== session.uid && canRemoveMember(business, m.businessId, m.role),
    rolesTo: m.userId === session.uid || !roleChange ? [] : rolesToChangeTo(business, m.businessId, m.role),
  }));
  // Where a new member may be given access, and which roles there (nobody hands out more than they hold).
  const places = [{ id: businessId, name: business.topLevelBusinessName }, ...programs.map((p) => ({ id: p.id, name: p.name }))].flatMap(
    (place) => {
      const grantable = grantableRoles(business, place.id);
      return grantable.length > 0 ? [{ ...place, roles: grantable }] : [];
    },
  );
  const removeId = url.searchParams.get("remove");
  const removing = removeId ? (rows.find((r) => r.id === removeId && r.removable) ?? null) : null;
  const changeId = url.searchParams.get("role");
  const changing = changeId ? (rows.find((r) => r.id === changeId && r.rolesTo.length > 0) ?? null) : null;
  const { t } = getI18n(context);
  const base = href("/:businessId/settings/members", { businessId });
  return {
    title: pageTitle(context, t("settings.members.title")),
    businessId,
    rows,
    places,
    removing,
    changing,
    done: url.searchParams.get("done"),
    adding: url.searchParams.get("add") === "1",
    firstPage: cursor ? base : null,
    nextPage: page.nextCursor ? `${base}?cursor=${encodeURIComponent(page.nextCursor)}` : null,
  };
}

export async function memberAction(context: Readonly<RouterContextProvider>, request: Request) {
  const { businessId, business } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  const submission = parseWithZod(await request.formData(), { schema: memberActionSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const value = submission.value;
  const base = href("/:businessId/settings/members", { businessId });
  // The place must be the organization or one of its programs the user can see (the provider checks too).
  const allowed =
    value.intent === "add"
      ? grantableRoles(business, value.businessId).includes(value.role)
      : value.intent === "role"
        ? grantableRoles(business, value.businessId).includes(value.role) && permissionsFor(business, value.businessId).has("deleteMember")
        : canRemoveMember(business, value.businessId, "viewer");
  const offered = value.intent !== "role" || extensionOn(context, "changeMemberRole");
  if (!allowed || !offered) return data(submission.reply({ formErrors: ["settings.members.errors.forbidden"] }), { status: 403 });
  try {
    if (value.intent === "add") {
      await provider.call(businesses.addMember, {
        params: { id: value.businessId },
        // The invitation is written in the inviting member's language, the business's choice (ADR 0151).
        body: { email: value.email, firstName: value.firstName, lastName: value.lastName, role: value.role, language: getLocale(context) },
      });
    } else if (value.intent === "role") {
      await provider.call(businesses.changeMemberRole, {
        params: { id: value.businessId, userId: value.userId },
        body: { role: value.role },
      });
    } else {
      await provider.call(businesses.removeMember, { params: { id: value.businessId, userId: value.userId } });
    }
  } catch (error) {
    if (!isFormError(error)) throw error;
    if (error.status === 404) notFound();
    const refusal = providerFormErrors(error, { fields: MEMBER_FIELDS, codes: MEMBER_CODES });
    return data(submission.reply(refusal), { status: error.status === 403 ? 403 : error.code === "validation_failed" ? 400 : 409 });
  }
  const done = value.intent === "add" ? "added" : value.intent === "role" ? "roleChanged" : "removed";
  throw redirect(`${base}?done=${done}`);
}
