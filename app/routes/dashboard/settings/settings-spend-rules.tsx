import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { href, Link } from "react-router";
import { type Columns, columns, DataTable } from "#app/components/data-table";
import { FormMessage } from "#app/components/form-messages";
import { island } from "#app/components/island";
import type { RouteHandle } from "#app/handle";
import { merchantCategoryWords } from "#app/i18n/merchant-categories";
import { titleMeta } from "#app/page-title";
import { spendRuleTypes } from "#domain/enums";
import type { Route } from "./+types/settings-spend-rules";
import { type RuleRow, spendRuleAction, spendRulesView } from "./settings-spend-rules.server";

/** The rule form is an island shown on request (`?new=`, `?edit=`): its code comes with the first intent (ADR 0259). */
const SpendRuleForm = island(() => import("#app/routes/dashboard/settings/parts/spend-rule-form").then((m) => m.SpendRuleForm), {
  onRequest: true,
});

export const handle = { screen: "spendRules", i18n: ["settings", "validation"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = titleMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  return spendRulesView(context, request);
}

export async function action({ request, context }: Route.ActionArgs) {
  return spendRuleAction(context, request);
}

/** Spend rules: what cards may buy, in plain words; create one of the three types, change one. */
export default function SpendRules({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["settings", "common"]);
  const { rows, creating, editing, done } = loaderData;
  const base = href("/:businessId/settings/spend-rules", { businessId: loaderData.businessId });
  return (
    <>
      <div className="page-heading">
        <h1>{t("settings.rules.heading")}</h1>
      </div>
      <p>{t("settings.rules.intro")}</p>
      {done === "created" || done === "updated" ? <FormMessage tone="success">{t(`settings.rules.done.${done}`)}</FormMessage> : null}
      {loaderData.canCreate && !creating && !editing ? (
        <nav className="card-actions" aria-label={t("settings.rules.newRule")}>
          <h2>{t("settings.rules.newRule")}</h2>
          <ul>
            {spendRuleTypes.map((type) => (
              <li key={type}>
                <Link to={`${base}?new=${type}`} className="button secondary">
                  {t(`settings.rules.new.${type}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {creating ? <SpendRuleForm action={`${base}?new=${creating}`} cancel={base} type={creating} rule={null} reply={actionData} /> : null}
      {editing ? (
        <SpendRuleForm
          action={`${base}?edit=${encodeURIComponent(editing.id)}`}
          cancel={base}
          type={editing.type}
          rule={editing}
          reply={actionData}
        />
      ) : null}
      <DataTable
        columns={ruleColumns(t, base, loaderData.canModify)}
        data={rows}
        getRowId={(row) => row.id}
        caption={t("settings.rules.heading")}
        captionHidden
        empty={t("settings.rules.empty")}
        pages={{ first: loaderData.firstPage, next: loaderData.nextPage }}
      />
    </>
  );
}

const col = columns<RuleRow>();

/** What a rule does, in words. */
function ruleText(t: TFunction<["settings", "common"]>, rule: RuleRow): string {
  if (rule.type === "velocity") return t(`settings.rules.velocityText.${rule.period ?? "transaction"}`, { amount: rule.amount ?? "" });
  const names = rule.categories.map((c) => merchantCategoryWords(t, c));
  return names.join(", ");
}

function ruleColumns(t: TFunction<["settings", "common"]>, base: string, canModify: boolean): Columns<RuleRow> {
  return col.columns([
    col.accessor("name", { header: () => t("settings.rules.name"), meta: { rowHeader: true } }),
    col.accessor("type", { header: () => t("settings.rules.type"), cell: ({ row }) => t(`settings.rules.types.${row.original.type}`) }),
    col.display({ id: "rule", header: () => t("settings.rules.rule"), cell: ({ row }) => ruleText(t, row.original) }),
    col.accessor("where", { header: () => t("settings.members.access") }),
    col.accessor("cardCount", { header: () => t("settings.rules.cards") }),
    col.display({
      id: "actions",
      header: () => t("settings.members.actions"),
      cell: ({ row }) =>
        canModify ? (
          <Link
            to={`${base}?edit=${encodeURIComponent(row.original.id)}`}
            aria-label={t("settings.rules.editNamed", { name: row.original.name })}
          >
            {t("settings.rules.edit")}
          </Link>
        ) : null,
    }),
  ]);
}
