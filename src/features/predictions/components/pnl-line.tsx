import { memo } from 'react';
import { enUsNumberFormat } from '../../../utils/en-us-number';
import { formatMonthDayEnUs } from '../../../utils/en-us-date';
import { niceTicks } from '../../../utils/nice-ticks';

// The plot's own units: y is a percentage of its height, so a label sits at the same `top: y%`.
const WIDTH = 1000;
const HEIGHT = 100;

const COMPACT = enUsNumberFormat({ notation: 'compact', maximumFractionDigits: 2 });
export const dollarTick = (v: number) => `${v < 0 ? '-' : ''}$${COMPACT.format(Math.abs(v))}`;

/**
 * The P&L line in SVG, drawn in render: uPlot's chunk and its first draw were long tasks of their own on a phone
 * (issue 30). `times` in seconds, ascending; `values` in dollars. The plot stretches to its box (the strokes keep their
 * width); the labels are text beside it, so they keep their size on any screen. Decorative: the figure's table is its text.
 */
export const PnlLine = memo(function PnlLine({
  times,
  values,
}: {
  times: readonly number[];
  values: readonly number[];
}) {
  const lo = Math.min(0, ...values);
  const hi = Math.max(0, ...values);
  const pad = hi > lo ? (hi - lo) * 0.05 : 1;
  const [yMin, yMax] = [lo < 0 ? lo - pad : 0, hi > 0 || lo === hi ? hi + pad : 0];
  const t0 = times[0] ?? 0;
  const span = (times.at(-1) ?? t0) - t0;
  const x = (t: number) => (span > 0 ? ((t - t0) / span) * WIDTH : WIDTH / 2);
  const y = (v: number) => HEIGHT - ((v - yMin) / (yMax - yMin)) * HEIGHT;
  const path = times.map((t, i) => `${i ? 'L' : 'M'}${x(t).toFixed(1)} ${y(values[i] ?? 0).toFixed(2)}`).join('');
  const ys = niceTicks(yMin, yMax);
  const xs = span > 0 ? [t0, t0 + span / 2, t0 + span] : [t0];
  return (
    <div aria-hidden="true" className="text-xs text-ink-muted tabular-nums">
      <div className="flex h-36 py-2">
        <div className="relative w-14 shrink-0">
          {ys.map((v) => (
            <span key={v} className="absolute right-2 -translate-y-1/2" style={{ top: `${String(y(v))}%` }}>
              {dollarTick(v)}
            </span>
          ))}
        </div>
        <svg
          viewBox={`0 0 ${String(WIDTH)} ${String(HEIGHT)}`}
          preserveAspectRatio="none"
          className="h-full min-w-0 flex-1 overflow-visible"
        >
          {ys.map((v) => (
            <line
              key={v}
              x1={0}
              x2={WIDTH}
              y1={y(v)}
              y2={y(v)}
              stroke={v === 0 ? 'rgba(128,128,128,0.5)' : 'rgba(128,128,128,0.15)'}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          <path
            d={path}
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
            className="text-accent"
          />
        </svg>
      </div>
      <div className={`ml-14 flex ${xs.length === 1 ? 'justify-center' : 'justify-between'}`}>
        {xs.map((t) => (
          <span key={t}>{formatMonthDayEnUs(t * 1000)}</span>
        ))}
      </div>
    </div>
  );
});
