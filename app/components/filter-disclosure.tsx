/**
 * A list's filter form folded into a disclosure on phones, so the first rows show without scrolling;
 * on wider screens the CSS keeps it open and hides the summary (`.filter-disclosure` in app.css). A
 * native <details>: it opens with a tap or the keyboard, without JavaScript.
 */
export function FilterDisclosure({ summary, children }: { summary: string; children: React.ReactNode }) {
  return (
    <details className="filter-disclosure">
      <summary>{summary}</summary>
      {children}
    </details>
  );
}
