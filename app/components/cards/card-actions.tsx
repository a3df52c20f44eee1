import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Confirmable } from "#app/routes/dashboard/card-detail.server";

/** The actions the user may take on this card, each a link to its confirmation. */
export function CardActions({ actions, base }: { actions: readonly Confirmable[]; base: string }) {
  const { t } = useTranslation(["cardDetail"]);
  if (actions.length === 0) return null;
  return (
    <nav className="card-actions" aria-label={t("cardDetail.actions")}>
      <h2>{t("cardDetail.actions")}</h2>
      <ul>
        {actions.map((a) => (
          <li key={a}>
            <Link to={`${base}?confirm=${a}`} className="button secondary">
              {t(`cardDetail.action.${a}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
