import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

const HEIGHT = 160;

export interface LineChartCanvasProps {
  times: number[];
  values: number[];
  label: string;
  tick: (value: number) => string;
  yRange?: [number, number];
  className: string;
}

/** A uPlot line over time; its own chunk, loaded when a chart is shown (never in a first page). */
export default function LineChartCanvas({ times, values, label, tick, yRange, className }: LineChartCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const axis = {
      stroke: getComputedStyle(document.body).color,
      grid: { stroke: 'rgba(128,128,128,0.15)' },
      ticks: { stroke: 'rgba(128,128,128,0.3)' },
    };
    const plot = new uPlot(
      {
        width: el.clientWidth || 320,
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        ...(yRange ? { scales: { y: { range: yRange } } } : {}),
        axes: [axis, { ...axis, size: 64, values: (_, ticks) => ticks.map(tick) }],
        series: [{}, { label, stroke: getComputedStyle(el).color, width: 2 }],
      },
      [times, values],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth || 320, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [times, values, label, tick, yRange]);
  return <div ref={box} aria-hidden="true" className={`w-full ${className}`} />;
}
