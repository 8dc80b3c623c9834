// Bars drawn in SVG with attributes and classes (the Content-Security-Policy forbids inline styles, so no chart library
// that writes style attributes); a table of the same figures stands in for the drawing for screen readers.

export interface Bar {
  label: string;
  value: number;
  /** The value as the table and the tooltip show it ("$1,234.56", "12"). */
  shown: string;
}

const SLOT = 10;
const WIDTH = 7;
const HEIGHT = 100;

export function BarChart({ title, summary, bars, labelHeader, valueHeader }: { title: string; summary: string; bars: readonly Bar[]; labelHeader: string; valueHeader: string }) {
  const most = Math.max(0, ...bars.map((b) => b.value));
  const scale = most > 0 ? most : 1;
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption className="font-semibold text-slate-900">{title}</figcaption>
      <div className="mt-3 flex gap-2">
        <div aria-hidden="true" className="flex h-36 flex-col justify-between text-right text-xs text-slate-500 tabular-nums">
          <span>{bars.find((b) => b.value === most)?.shown ?? '0'}</span>
          <span>0</span>
        </div>
        <svg
          viewBox={`0 0 ${Math.max(1, bars.length) * SLOT} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={summary}
          className="h-36 min-w-0 flex-1 border-b border-l border-slate-300"
        >
          {bars.map((b, i) => {
            const h = b.value === 0 ? 1 : Math.max(2, (b.value / scale) * HEIGHT);
            return (
              <rect key={b.label} x={i * SLOT + (SLOT - WIDTH) / 2} y={HEIGHT - h} width={WIDTH} height={h} className={b.value === 0 ? 'fill-slate-200' : 'fill-blue-600'}>
                <title>{`${b.label}: ${b.shown}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      {bars.length > 0 && (
        <div aria-hidden="true" className="mt-1 flex justify-between pl-6 text-xs text-slate-500">
          <span>{bars[0]!.label}</span>
          <span>{bars.at(-1)!.label}</span>
        </div>
      )}
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((b) => (
            <tr key={b.label}>
              <td>{b.label}</td>
              <td>{b.shown}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
