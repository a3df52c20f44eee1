/**
 * Charts of the reports pages, drawn as SVG on the server (docs/decisions/0116-reports.md): no
 * JavaScript, no chart library. Each chart is a picture of a table the page shows beside it, so the SVG
 * is hidden from screen readers. In right-to-left languages the x axis runs right to left: every x
 * position goes through `mirror`. Text anchors do not swap: the SVG's text takes the page's direction, in
 * which "start" is already the right end (swapping them too pushed Arabic labels out of the chart, ADR 0249).
 */

const WIDTH = 640;

/** How many merchant categories the chart shows (the table and the CSV have them all). */
export const CHART_CATEGORIES = 10;

type Mirror = (x: number, width?: number) => number;
const mirrorFor =
  (rtl: boolean): Mirror =>
  (x, width = 0) =>
    rtl ? WIDTH - x - width : x;

/** A bar per day of the period, tallest = the period's highest day; the first and last days labelled. */
export function TrendChart({
  points,
  rtl,
  maxLabel,
  firstLabel,
  lastLabel,
  className = "chart-bar",
}: {
  points: ReadonlyArray<{ date: string; value: number }>;
  rtl: boolean;
  /** The highest day's value, formatted, written at the top of the axis. */
  maxLabel: string;
  firstLabel: string;
  lastLabel: string;
  className?: string;
}) {
  const height = 200;
  const [top, bottom, start, end] = [24, 28, 8, 8];
  const plotWidth = WIDTH - start - end;
  const plotHeight = height - top - bottom;
  const max = Math.max(1, ...points.map((p) => p.value));
  const slot = plotWidth / Math.max(1, points.length);
  const barWidth = Math.max(1, slot * 0.7);
  const mirror = mirrorFor(rtl);
  return (
    <svg className="chart" viewBox={`0 0 ${WIDTH} ${height}`} role="presentation" aria-hidden="true" focusable="false">
      <line className="chart-axis" x1={start} x2={WIDTH - end} y1={top + plotHeight} y2={top + plotHeight} />
      <line className="chart-grid" x1={start} x2={WIDTH - end} y1={top} y2={top} />
      <text className="chart-text" x={mirror(start)} y={top - 8} textAnchor="start">
        {maxLabel}
      </text>
      {points.map((p, i) => {
        const barHeight = (p.value / max) * plotHeight;
        return (
          <rect
            key={p.date}
            className={className}
            x={mirror(start + i * slot + (slot - barWidth) / 2, barWidth)}
            y={top + plotHeight - barHeight}
            width={barWidth}
            height={barHeight}
          />
        );
      })}
      <text className="chart-text" x={mirror(start)} y={height - 8} textAnchor="start">
        {firstLabel}
      </text>
      <text className="chart-text" x={mirror(WIDTH - end)} y={height - 8} textAnchor="end">
        {lastLabel}
      </text>
    </svg>
  );
}

/**
 * Horizontal bars, largest first: the label, the bar (longest = largest) and the amount. HTML rows, so a
 * long category name wraps and stays readable on a phone (ADR 0249); each bar is a one-rectangle SVG
 * stretched to its column (a `style` attribute would be refused by the pages' CSP).
 */
export function CategoryBars({
  rows,
  rtl,
}: {
  rows: ReadonlyArray<{ key: string; label: string; value: number; amount: string }>;
  rtl: boolean;
}) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <div className="category-bars" aria-hidden="true">
      {rows.map((r) => {
        const share = Math.max(0.5, (r.value / max) * 100);
        return (
          <div key={r.key} className="category-bar">
            <span className="category-bar-label">{r.label}</span>
            <svg className="category-bar-track" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
              <rect className="chart-bar" x={rtl ? 100 - share : 0} y={0} width={share} height={10} />
            </svg>
            <span className="category-bar-amount" dir="ltr">
              {r.amount}
            </span>
          </div>
        );
      })}
    </div>
  );
}
