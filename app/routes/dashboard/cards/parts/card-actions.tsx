import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Confirmable } from "#app/routes/dashboard/cards/card-detail.server";

/** Actions that cannot be undone: styled as warnings and placed last (issue 24 item 6). */
const IRREVERSIBLE: readonly Confirmable[] = ["close"];

/** The actions the user may take on this card, each a link to its confirmation; closing comes last, as a warning. */
export function CardActions({ actions: allowed, base }: { actions: readonly Confirmable[]; base: string }) {
  const { t } = useTranslation(["cardDetail"]);
  if (allowed.length === 0) return null;
  const actions = [...allowed.filter((a) => !IRREVERSIBLE.includes(a)), ...allowed.filter((a) => IRREVERSIBLE.includes(a))];
  return (
    <nav className="card-actions" aria-label={t("cardDetail.actions")}>
      <h2>{t("cardDetail.actions")}</h2>
      <ul>
        {actions.map((a) => (
          <li key={a}>
            <Link to={`${base}?confirm=${a}`} className={IRREVERSIBLE.includes(a) ? "button warning" : "button secondary"}>
              {t(`cardDetail.action.${a}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
