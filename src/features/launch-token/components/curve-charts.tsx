import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { axisWidth, tickLabel, type TickKind } from '../utils/chart-ticks';
import type { LaunchSimulation, Series } from '../utils/simulate-launch';

const HEIGHT = 160;

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

/** Created once and fed new data: a keystroke costs a `setData`, not a rebuild; the table is its text alternative. */
function Chart({ label, series, xLabel, yLabel, xTicks, yTicks, stepped = false, describedBy }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const line = getComputedStyle(el).color;
    const ink = getComputedStyle(document.body).color;
    const axis = {
      stroke: ink,
      grid: { stroke: 'rgba(128,128,128,0.15)' },
      ticks: { stroke: 'rgba(128,128,128,0.3)' },
    };
    let width = Math.max(200, el.clientWidth);
    const u = new uPlot(
      {
        width,
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: {
          x: { time: false },
          y: { range: (_u: uPlot, _min: number, max: number) => [0, max > 0 ? max * 1.05 : 1] },
        },
        axes: [
          {
            ...axis,
            label: xLabel,
            size: 36,
            values: (_u: uPlot, splits: number[]) => splits.map((v) => tickLabel(xTicks, v)),
          },
          {
            ...axis,
            label: yLabel,
            values: (_u: uPlot, splits: number[]) => splits.map((v) => tickLabel(yTicks, v)),
            size: (_u: uPlot, values: string[] | null) => axisWidth(values ?? []),
          },
        ],
        series: [
          {},
          {
            stroke: line,
            width: 2,
            ...(stepped ? { paths: uPlot.paths.stepped?.({ align: 1 }) } : {}),
          },
        ],
      },
      [[], []],
      el,
    );
    plot.current = u;
    // An observer reports the size it starts with: redrawing at the same width was a long task after each load.
    const resize = new ResizeObserver(() => {
      const next = Math.max(200, el.clientWidth);
      if (next === width) return;
      width = next;
      u.setSize({ width, height: HEIGHT });
    });
    resize.observe(el);
    return () => {
      resize.disconnect();
      u.destroy();
      plot.current = null;
    };
  }, [xLabel, yLabel, xTicks, yTicks, stepped]);

  useEffect(() => {
    plot.current?.setData([series.x, series.y]);
  }, [series]);

  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="text-sm font-medium">{label}</figcaption>
      <div ref={box} role="img" aria-label={label} aria-describedby={describedBy} className="text-accent" />
    </figure>
  );
}

/** The simulator's charts; loaded on demand, so uPlot is never part of another page's JavaScript. */
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
