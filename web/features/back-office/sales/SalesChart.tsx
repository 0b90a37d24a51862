import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';

/**
 * One metric over the report's buckets as bars (uPlot: small and fast; this module loads with the sales
 * screen's charts only, never with the public pages). `labels` name the buckets on the x axis; values are
 * in dollars. The chart follows its container's width.
 */
export default function SalesChart({
  labels,
  values,
  format,
  height = 220,
  color = '#0f766e',
}: {
  labels: string[];
  values: number[];
  format(value: number): string;
  height?: number;
  color?: string;
}) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = labels.map((_, i) => i);
    const plot = new uPlot(
      {
        width: el.clientWidth,
        height,
        legend: { show: false },
        cursor: { drag: { x: false, y: false }, points: { show: false } },
        scales: { x: { time: false, range: [-0.5, Math.max(0.5, labels.length - 0.5)] } },
        axes: [
          {
            values: (_u, ticks) => ticks.map((i) => labels[i] ?? ''),
            space: 48,
            gap: 4,
            size: 32,
            grid: { show: false },
            font: '11px system-ui, sans-serif',
          },
          {
            values: (_u, ticks) => ticks.map((v) => format(v)),
            size: 64,
            font: '11px system-ui, sans-serif',
            grid: { stroke: '#e5e7eb' },
          },
        ],
        series: [
          {},
          {
            stroke: color,
            fill: `${color}cc`,
            width: 0,
            paths: uPlot.paths.bars?.({ size: [0.7, 40], align: 0 }),
            points: { show: false },
          },
        ],
      },
      [xs, values],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [labels, values, format, height, color]);

  return <div ref={box} className="w-full" aria-hidden="true" />;
}
