/**
 * Charts of the reports pages, drawn as SVG on the server (docs/decisions/0116-reports.md): no
 * JavaScript, no chart library. Each chart is a picture of a table the page shows beside it, so the SVG
 * is hidden from screen readers. In right-to-left languages the x axis runs right to left: every x
 * position goes through `mirror`, and text anchors swap, so the text itself is never flipped.
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
  const anchorStart = rtl ? "end" : "start";
  const anchorEnd = rtl ? "start" : "end";
  return (
    <svg className="chart" viewBox={`0 0 ${WIDTH} ${height}`} role="presentation" aria-hidden="true" focusable="false">
      <line className="chart-axis" x1={start} x2={WIDTH - end} y1={top + plotHeight} y2={top + plotHeight} />
      <line className="chart-grid" x1={start} x2={WIDTH - end} y1={top} y2={top} />
      <text className="chart-text" x={mirror(start)} y={top - 8} textAnchor={anchorStart}>
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
      <text className="chart-text" x={mirror(start)} y={height - 8} textAnchor={anchorStart}>
        {firstLabel}
      </text>
      <text className="chart-text" x={mirror(WIDTH - end)} y={height - 8} textAnchor={anchorEnd}>
        {lastLabel}
      </text>
    </svg>
  );
}

/** Horizontal bars, largest first: the label, the bar (longest = largest) and the amount. */
export function CategoryBars({
  rows,
  rtl,
}: {
  rows: ReadonlyArray<{ key: string; label: string; value: number; amount: string }>;
  rtl: boolean;
}) {
  const rowHeight = 28;
  const height = Math.max(rowHeight, rows.length * rowHeight) + 8;
  const labelWidth = 220;
  const amountWidth = 110;
  const barSpace = WIDTH - labelWidth - amountWidth - 16;
  const max = Math.max(1, ...rows.map((r) => r.value));
  const mirror = mirrorFor(rtl);
  return (
    <svg className="chart" viewBox={`0 0 ${WIDTH} ${height}`} role="presentation" aria-hidden="true" focusable="false">
      {rows.map((r, i) => {
        const y = 4 + i * rowHeight;
        const width = Math.max(1, (r.value / max) * barSpace);
        const barStart = labelWidth + 8;
        return (
          <g key={r.key}>
            <text className="chart-text" x={mirror(labelWidth)} y={y + 18} textAnchor={rtl ? "start" : "end"}>
              {r.label.length > 30 ? `${r.label.slice(0, 29)}…` : r.label}
            </text>
            <rect className="chart-bar" x={mirror(barStart, width)} y={y + 4} width={width} height={rowHeight - 10} />
            <text className="chart-text" x={mirror(barStart + width + 6)} y={y + 18} textAnchor={rtl ? "end" : "start"}>
              {r.amount}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
