import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

const HEIGHT = 160;

/** The uPlot canvas of the P&L history; its own chunk, loaded with the portfolio (never in a first page). */
export default function PnlChartCanvas({ times, dollars }: { times: number[]; dollars: number[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const ink = getComputedStyle(document.body).color;
    const axis = {
      stroke: ink,
      grid: { stroke: 'rgba(128,128,128,0.15)' },
      ticks: { stroke: 'rgba(128,128,128,0.3)' },
    };
    const plot = new uPlot(
      {
        width: el.clientWidth || 320,
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        axes: [axis, { ...axis, size: 64, values: (_, ticks) => ticks.map((t) => `$${String(t)}`) }],
        series: [{}, { label: 'Realised P&L', stroke: getComputedStyle(el).color, width: 2 }],
      },
      [times, dollars],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth || 320, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [times, dollars]);
  return <div ref={box} aria-hidden="true" className="w-full text-accent" />;
}
