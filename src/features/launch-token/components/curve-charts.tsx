import { useMemo } from 'react';
import { axisWidth, tickLabel, type TickKind } from '../utils/chart-ticks';
import type { LaunchSimulation, Series } from '../utils/simulate-launch';
import { niceTicks } from '../../../utils/nice-ticks';

const WIDTH = 480;
const HEIGHT = 160;
const TOP = 8;
const RIGHT = 12;
const BOTTOM = 36;

interface ChartProps {
  label: string;
  series: Series;
  xLabel: string;
  yLabel: string;
  xTicks: TickKind;
  yTicks: TickKind;
  stepped?: boolean;
  describedBy: string;
}

/** The line's path in the plot box; a stepped one holds each value until the next point. */
export function linePath(series: Series, x: (v: number) => number, y: (v: number) => number, stepped: boolean) {
  return series.x
    .map((xv, i) => {
      const px = x(xv).toFixed(1);
      const py = y(series.y[i] ?? 0).toFixed(1);
      if (i === 0) return `M${px} ${py}`;
      return stepped ? `H${px}V${py}` : `L${px} ${py}`;
    })
    .join('');
}

/** SVG, not uPlot, whose chunk and first draw were long tasks (issue 30); the table is its text alternative. */
function Chart({ label, series, xLabel, yLabel, xTicks, yTicks, stepped = false, describedBy }: ChartProps) {
  const drawn = useMemo(() => {
    const xMin = Math.min(...series.x);
    const xMax = Math.max(...series.x);
    const yMax = Math.max(0, ...series.y);
    const yTop = yMax > 0 ? yMax * 1.05 : 1;
    const ys = niceTicks(0, yTop).map((v) => ({ v, text: tickLabel(yTicks, v) }));
    const left = axisWidth(ys.map((t) => t.text));
    const plotW = WIDTH - left - RIGHT;
    const plotH = HEIGHT - TOP - BOTTOM;
    const x = (v: number) => left + (xMax > xMin ? ((v - xMin) / (xMax - xMin)) * plotW : 0);
    const y = (v: number) => TOP + plotH - (v / yTop) * plotH;
    const xs = niceTicks(xMin, xMax).map((v) => ({ v, text: tickLabel(xTicks, v) }));
    return { left, plotH, x, y, xs, ys, path: linePath(series, x, y, stepped) };
  }, [series, xTicks, yTicks, stepped]);
  const { left, plotH, x, y, xs, ys, path } = drawn;
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="text-sm font-medium">{label}</figcaption>
      <div role="img" aria-label={label} aria-describedby={describedBy} className="text-accent">
        <svg viewBox={`0 0 ${String(WIDTH)} ${String(HEIGHT)}`} className="block h-auto w-full" aria-hidden="true">
          <g className="text-ink-muted" fill="currentColor" fontSize="10">
            {ys.map((t) => (
              <g key={t.v}>
                <line x1={left} x2={WIDTH - RIGHT} y1={y(t.v)} y2={y(t.v)} stroke="rgba(128,128,128,0.15)" />
                <text x={left - 4} y={y(t.v) + 3} textAnchor="end">
                  {t.text}
                </text>
              </g>
            ))}
            {xs.map((t) => (
              <text key={t.v} x={x(t.v)} y={TOP + plotH + 13} textAnchor="middle">
                {t.text}
              </text>
            ))}
            <text x={left + (WIDTH - left - RIGHT) / 2} y={HEIGHT - 4} textAnchor="middle">
              {xLabel}
            </text>
            <text transform={`translate(10 ${String(TOP + plotH / 2)}) rotate(-90)`} textAnchor="middle">
              {yLabel}
            </text>
          </g>
          <path d={path} fill="none" stroke="currentColor" strokeWidth={2} />
        </svg>
      </div>
    </figure>
  );
}

export default function CurveCharts({ sim, tableId }: { sim: LaunchSimulation; tableId: string }) {
  return (
    <div className="flex flex-col gap-4">
      <Chart
        label={`Price against supply sold (${sim.quote} per token)`}
        series={sim.price}
        xLabel="Tokens sold"
        yLabel={`${sim.quote} per token`}
        xTicks="tokens"
        yTicks="price"
        describedBy={tableId}
      />
      {sim.vesting ? (
        <Chart
          label="Creator vesting: tokens unlocked after graduation"
          series={sim.vesting}
          xLabel="Days after graduation"
          yLabel="Tokens unlocked"
          xTicks="plain"
          yTicks="tokens"
          stepped
          describedBy={tableId}
        />
      ) : null}
      {sim.fee ? (
        <Chart
          label="Anti-sniping: trading fee after launch"
          series={sim.fee}
          xLabel="Seconds after launch"
          yLabel="Fee (%)"
          xTicks="plain"
          yTicks="plain"
          describedBy={tableId}
        />
      ) : null}
    </div>
  );
}
