import { barsOf } from './barcode-bars';

/** A product's barcode drawn as SVG bars with its digits under it, sharp at any print size. */
export function BarcodeSvg({ code, label }: { code: string; label: string }) {
  const bars = barsOf(code);
  if (!bars) return <p className="font-mono text-xs">{code}</p>;
  const total = bars.widths.reduce((a, b) => a + b, 0) + 2 * bars.quiet;
  const rects: { x: number; w: number }[] = [];
  let x = bars.quiet;
  bars.widths.forEach((w, i) => {
    if (i % 2 === 0) rects.push({ x, w });
    x += w;
  });
  return (
    <figure className="flex w-full flex-col items-center">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${total} 40`}
        preserveAspectRatio="none"
        className="h-12 w-full max-w-[60mm] print:h-[12mm]"
        shapeRendering="crispEdges"
        data-barcode={code}
        data-format={bars.format}
      >
        <rect width={total} height={40} fill="#fff" />
        {rects.map((r) => (
          <rect key={r.x} x={r.x} y={0} width={r.w} height={40} fill="#000" />
        ))}
      </svg>
      <figcaption className="font-mono text-xs tracking-wider text-gray-900">{code}</figcaption>
    </figure>
  );
}
