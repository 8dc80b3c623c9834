// Bars drawn in SVG with attributes and classes (the Content-Security-Policy forbids inline styles, so no chart library
// that writes style attributes); a table of the same figures stands in for the drawing for screen readers.

/** One series of a stacked chart: its name (the table's column and the legend) and its fill class. */
export interface Series {
  name: string;
  fill: string;
}

export interface Bar {
  label: string;
  /** One value per series, in the series' order (a single value for a plain chart). */
  values: number[];
  /** The values as the table and the tooltip show them ("$1,234.56", "12"). */
  shown: string[];
}

const SLOT = 10;
const WIDTH = 7;
const HEIGHT = 100;
const PLAIN: Series[] = [{ name: '', fill: 'fill-blue-600' }];

export function BarChart({
  title,
  summary,
  bars,
  labelHeader,
  series = PLAIN,
  axis = (n) => n.toLocaleString(),
}: {
  title: string;
  summary: string;
  bars: readonly Bar[];
  labelHeader: string;
  /** The stacked series; a plain chart names its one value by `series[0].name`. */
  series?: readonly Series[];
  /** How the axis shows the tallest bar's height (money as money). */
  axis?: (n: number) => string;
}) {
  const sum = (b: Bar) => b.values.reduce((s, v) => s + v, 0);
  const most = Math.max(0, ...bars.map(sum));
  const scale = most > 0 ? most : 1;
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption className="font-semibold text-slate-900">{title}</figcaption>
      {series.length > 1 && (
        <ul aria-hidden="true" className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
          {series.map((s) => (
            <li key={s.name} className="flex items-center gap-1">
              <svg viewBox="0 0 10 10" className="size-2.5">
                <rect width="10" height="10" className={s.fill} />
              </svg>
              {s.name}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex gap-2">
        <div aria-hidden="true" className="flex h-36 flex-col justify-between text-right text-xs text-slate-500 tabular-nums">
          <span>{axis(most)}</span>
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
            if (sum(b) === 0) return <rect key={b.label} x={i * SLOT + (SLOT - WIDTH) / 2} y={HEIGHT - 1} width={WIDTH} height={1} className="fill-slate-200" />;
            let top = HEIGHT;
            return (
              <g key={b.label}>
                <title>{`${b.label}: ${b.shown.map((v, k) => (series.length > 1 ? `${series[k]!.name} ${v}` : v)).join(', ')}`}</title>
                {b.values.map((v, k) => {
                  const h = (v / scale) * HEIGHT;
                  top -= h;
                  return v > 0 ? <rect key={k} x={i * SLOT + (SLOT - WIDTH) / 2} y={top} width={WIDTH} height={h} className={series[k]!.fill} /> : null;
                })}
              </g>
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
      {/* a table sizes to its content whatever its width says: the 1px box around it keeps it from widening the page */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              {series.map((s) => (
                <th key={s.name} scope="col">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {bars.map((b) => (
              <tr key={b.label}>
                <td>{b.label}</td>
                {b.shown.map((v, k) => (
                  <td key={k}>{v}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
