import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** The component page's sections, in the page's order (each a link target of its contents). */
export const SECTIONS = [
  "colours",
  "pageHeader",
  "facts",
  "review",
  "receipt",
  "table",
  "filters",
  "bulk",
  "badges",
  "empty",
  "alerts",
  "form",
  "chart",
] as const;

/** The demonstration amounts as the page's language writes them (the loader formats integer cents). */
export type DemoAmounts = {
  load: string;
  cardBefore: string;
  cardAfter: string;
  fundingAfter: string;
  days: { cents: number; text: string }[];
};

/** One section of the component page: its heading (a link target of the page's contents) and its samples. */
export function Sample({ id, children }: { id: (typeof SECTIONS)[number]; children: ReactNode }) {
  const { t } = useTranslation(["design"]);
  return (
    <section id={id} aria-labelledby={`sample-${id}`} className="sample">
      <h2 id={`sample-${id}`}>{t(`design.sections.${id}`)}</h2>
      {children}
    </section>
  );
}

/** A state's name above its sample. */
export function StateName({ children }: { children: ReactNode }) {
  return <p className="sample-state">{children}</p>;
}
