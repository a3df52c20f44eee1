import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { cloudflareContext } from "#app/context";
import type { RouteHandle } from "#app/handle";
import { formatDateFor, formatMoney } from "#app/i18n/format";
import { getI18n, getLocale } from "#app/middleware/i18n";
import { titleMeta } from "#app/page-title";
import { pageTitle } from "#app/page-title.server";
import { usesSandbox } from "#app/provider/provider-mode";
import { languageDir } from "#domain/languages";
import type { Route } from "./+types/components-page";
import { FeedbackSamples } from "./parts/feedback";
import { ChartSample, TableSamples } from "./parts/lists";
import { FactsSamples, MoneySamples } from "./parts/money";
import { type DemoAmounts, SECTIONS } from "./parts/sample";
import { BadgeSamples, ColourSamples } from "./parts/status";

/**
 * The design system's component page (issue 35 item 1, docs/design-system.md, ADR 0231): every kit
 * component in each of its states, rendered by the kit itself with fixed demonstration data, for
 * designers and reviewers and for the screenshot tests. Only in sandbox mode: elsewhere the address is
 * not found. No JavaScript, like the other public pages.
 */
export const handle = {
  hydrate: false,
  i18n: ["design", "cards", "cardDetail", "recipients", "reports", "autoloads", "validation"],
} satisfies RouteHandle;

export const meta: Route.MetaFunction = titleMeta;

/** The demonstration amounts, in cents (integer money; formatted in the page's language). */
const DEMO_CENTS = { load: 2_500, cardBefore: 24_227, funding: 1_250_000, spentDays: [4_200, 1_550, 0, 6_685, 2_310, 1_731, 4_496] };

export async function loader({
  context,
}: Route.LoaderArgs): Promise<{ title: string; rtl: boolean; amounts: DemoAmounts; days: string[] }> {
  if (!usesSandbox(context.get(cloudflareContext).env)) throw data(null, { status: 404 });
  const { t } = getI18n(context);
  const code = getLocale(context);
  const money = (cents: number) => formatMoney(cents, code);
  return {
    title: pageTitle(context, t("design.title")),
    rtl: languageDir(code) === "rtl",
    amounts: {
      load: money(DEMO_CENTS.load),
      cardBefore: money(DEMO_CENTS.cardBefore),
      cardAfter: money(DEMO_CENTS.cardBefore + DEMO_CENTS.load),
      fundingAfter: money(DEMO_CENTS.funding - DEMO_CENTS.load),
      days: DEMO_CENTS.spentDays.map((cents) => ({ cents, text: money(cents) })),
    },
    days: DEMO_CENTS.spentDays.map((_, i) => formatDateFor(`2026-11-0${i + 1}`, code)),
  };
}

export default function ComponentsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["design"]);
  const { amounts, rtl, days } = loaderData;
  return (
    <main id="main" className="design-system">
      <h1>{t("design.title")}</h1>
      <p className="page-context">{t("design.intro")}</p>
      <nav aria-labelledby="design-contents">
        <h2 id="design-contents" className="visually-hidden">
          {t("design.contents")}
        </h2>
        <ul className="period-links">
          {SECTIONS.map((id) => (
            <li key={id}>
              <a href={`#${id}`}>{t(`design.sections.${id}`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <ColourSamples />
      <FactsSamples amounts={amounts} />
      <MoneySamples amounts={amounts} />
      <TableSamples amounts={amounts} />
      <BadgeSamples />
      <FeedbackSamples />
      <ChartSample amounts={amounts} rtl={rtl} days={days} />
    </main>
  );
}
