import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** The uPlot canvas; loaded only when a market is opened (never in the first page of any route). */
export default function PriceChartCanvas({ times, prices }: { times: number[]; prices: number[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const plot = new uPlot(
      {
        width: el.clientWidth || 320,
        height: 160,
        legend: { show: false },
        scales: { y: { range: [0, 100] } },
        axes: [
          { stroke: '#9aa4b2', grid: { stroke: '#2a3140' } },
          { stroke: '#9aa4b2', grid: { stroke: '#2a3140' }, values: (_, ticks) => ticks.map((t) => `${String(t)}¢`) },
        ],
        series: [{}, { label: 'Yes price', stroke: '#3fb68b', width: 2 }],
      },
      [times, prices],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth || 320, height: 160 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [times, prices]);
  return <div ref={box} aria-hidden="true" className="w-full" />;
}
