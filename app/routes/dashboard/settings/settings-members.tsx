import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Form, href, Link, useNavigation } from "react-router";
import { type Columns, columns, DataTable } from "#app/components/data-table";
import { ErrorList, FormMessage, ReplyErrors } from "#app/components/form-messages";
import { island } from "#app/components/island";
import type { RouteHandle } from "#app/handle";
import { titleMeta } from "#app/page-title";
import type { Route } from "./+types/settings-members";
import { type MemberRow, memberAction, membersView } from "./settings-members.server";

/** The add form is an island shown on request (`?add`): its code comes with the first intent (ADR 0259). */
const AddMemberForm = island(() => import("#app/routes/dashboard/settings/parts/add-member-form").then((m) => m.AddMemberForm), {
  onRequest: true,
});

export const handle = { screen: "members", i18n: ["settings", "validation"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = titleMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  return membersView(context, request);
}

export async function action({ request, context }: Route.ActionArgs) {
  return memberAction(context, request);
}

/** Members: who has a role in the organization, adding one by e-mail, removing one after a confirmation. */
export default function Members({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["settings"]);
  const { rows, places, removing, changing, done } = loaderData;
  const base = href("/:businessId/settings/members", { businessId: loaderData.businessId });
  const replyIntent = actionData?.initialValue?.intent;
  const showAdd = places.length > 0 && (loaderData.adding || replyIntent === "add");
  return (
    <>
      <div className="page-heading">
        <h1>{t("settings.members.heading")}</h1>
        {places.length > 0 && !showAdd ? (
          <p className="filter-actions">
            <Link to={`${base}?add=1`} className="button">
              {t("settings.members.add")}
            </Link>
          </p>
        ) : null}
      </div>
      <p>{t("settings.members.intro")}</p>
      {done === "added" || done === "removed" || done === "roleChanged" ? (
        <FormMessage tone="success">{t(`settings.members.done.${done}`)}</FormMessage>
      ) : null}
      {replyIntent === "remove" || replyIntent === "role" ? <ReplyErrors reply={actionData} /> : null}
      {showAdd ? <AddMemberForm action={`${base}?add=1`} cancel={base} places={places} reply={actionData} /> : null}
      {removing ? <RemoveConfirmation base={base} member={removing} /> : null}
      {changing ? (
        <ChangeRoleConfirmation
          base={base}
          member={changing}
          chosen={replyIntent === "role" ? actionData?.initialValue?.role : undefined}
          errors={replyIntent === "role" ? actionData?.error?.role : undefined}
        />
      ) : null}
      <DataTable
        columns={memberColumns(t, base)}
        data={rows}
        getRowId={(row) => row.id}
        caption={t("settings.members.heading")}
        captionHidden
        empty={t("settings.members.empty")}
        pages={{ first: loaderData.firstPage, next: loaderData.nextPage }}
      />
    </>
  );
}

/** Removing a member says what happens (access ends at once) and asks for a yes. */
function RemoveConfirmation({ base, member }: { base: string; member: MemberRow }) {
  const { t } = useTranslation(["settings"]);
  const busy = useNavigation().state === "submitting";
  return (
    <section className="confirm-panel" aria-labelledby="remove-title">
      <h2 id="remove-title">{t("settings.members.removeTitle", { name: member.name })}</h2>
      <p>{t("settings.members.removeBody", { name: member.name, where: member.where })}</p>
      <Form method="post" action={base} className="filter-actions">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="userId" value={member.userId} />
        <input type="hidden" name="businessId" value={member.businessId} />
        <button type="submit" className="danger" disabled={busy}>
          {t("settings.members.removeYes")}
        </button>
        <Link to={base} className="button secondary">
          {t("settings.cancel")}
        </Link>
      </Form>
    </section>
  );
}

/**
 * Changing a role says what changes (at once, on their open sessions too) and asks for the new role and
 * a yes in one form (ADR 0180). Only the roles the user may hand out are offered.
 */
function ChangeRoleConfirmation({
  base,
  member,
  chosen,
  errors,
}: {
  base: string;
  member: MemberRow;
  chosen: unknown;
  errors: readonly string[] | null | undefined;
}) {
  const { t } = useTranslation(["settings"]);
  const busy = useNavigation().state === "submitting";
  const action = `${base}?role=${encodeURIComponent(member.id)}`;
  const current = t(`settings.roles.${member.role}`);
  return (
    <section className="confirm-panel" aria-labelledby="role-title">
      <h2 id="role-title">{t("settings.members.changeRoleTitle", { name: member.name })}</h2>
      <p>{t("settings.members.changeRoleBody", { name: member.name, where: member.where, role: current })}</p>
      <Form method="post" action={action} className="stack">
        <input type="hidden" name="intent" value="role" />
        <input type="hidden" name="userId" value={member.userId} />
        <input type="hidden" name="businessId" value={member.businessId} />
        <div className="field">
          <label htmlFor="new-role">{t("settings.members.newRole")}</label>
          <select
            id="new-role"
            name="role"
            defaultValue={typeof chosen === "string" ? chosen : ""}
            aria-invalid={errors?.length ? true : undefined}
            aria-describedby={errors?.length ? "new-role-errors" : undefined}
          >
            <option value="">{t("settings.members.chooseRole")}</option>
            {member.rolesTo.map((role) => (
              <option key={role} value={role}>
                {t(`settings.roles.${role}`)}
              </option>
            ))}
          </select>
          <ErrorList id="new-role-errors" errors={errors} />
        </div>
        <p className="filter-actions">
          <button type="submit" disabled={busy}>
            {t("settings.members.changeRoleYes")}
          </button>
          <Link to={base} className="button secondary">
            {t("settings.cancel")}
          </Link>
        </p>
      </Form>
    </section>
  );
}

const col = columns<MemberRow>();

function memberColumns(t: TFunction<["settings"]>, base: string): Columns<MemberRow> {
  return col.columns([
    col.accessor("name", {
      header: () => t("settings.members.member"),
      meta: { rowHeader: true },
      cell: ({ row }) => (
        <>
          {row.original.name}
          <span className="secondary-text">{row.original.email}</span>
        </>
      ),
    }),
    col.accessor("role", {
      header: () => t("settings.members.role"),
      cell: ({ row }) => t(`settings.roles.${row.original.role}`),
    }),
    col.accessor("where", { header: () => t("settings.members.access") }),
    col.accessor("status", {
      header: () => t("settings.members.status"),
      cell: ({ row }) => (
        <span className={`status status-${row.original.status}`}>{t(`settings.members.statuses.${row.original.status}`)}</span>
      ),
    }),
    col.accessor("added", { header: () => t("settings.members.added") }),
    col.display({
      id: "actions",
      header: () => t("settings.members.actions"),
      cell: ({ row }) => (
        <span className="row-actions">
          {row.original.rolesTo.length > 0 ? (
            <Link
              to={`${base}?role=${encodeURIComponent(row.original.id)}`}
              aria-label={t("settings.members.changeRoleNamed", { name: row.original.name })}
            >
              {t("settings.members.changeRole")}
            </Link>
          ) : null}
          {row.original.removable ? (
            <Link
              to={`${base}?remove=${encodeURIComponent(row.original.id)}`}
              aria-label={t("settings.members.removeNamed", { name: row.original.name })}
            >
              {t("settings.members.remove")}
            </Link>
          ) : null}
        </span>
      ),
    }),
  ]);
}
