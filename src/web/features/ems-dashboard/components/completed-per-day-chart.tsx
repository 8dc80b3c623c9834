import type { AgencyDayFigures } from '@/domain/analytics/overview-answers';
import { EMS_UI } from '../ems-ui-texts';
import { formatDay, formatMoney } from '@/web/lib/format';

const ANALYTICS_TEXTS = EMS_UI.analytics;
// the drawing's own units: each day a 10-wide slot, the tallest bar 100 high; the SVG stretches to the box
const SLOT = 10;
const BAR = 7;
const HEIGHT = 100;

/**
 * Completed trips per day as bars, drawn in SVG (attributes, not style: the CSP forbids inline styles); a table of the
 * same figures stands in for the drawing for screen readers.
 */
export function CompletedPerDayChart({ days }: { days: readonly AgencyDayFigures[] }) {
  const most = Math.max(0, ...days.map((d) => d.completed));
  const total = days.reduce((n, d) => n + d.completed, 0);
  const best = most > 0 ? days.find((d) => d.completed === most)! : null;
  const scale = Math.max(1, most);
  const first = days[0];
  const last = days.at(-1);

  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold text-slate-900">{ANALYTICS_TEXTS.chartTitle}</span>
        <span className="text-sm text-slate-600">{ANALYTICS_TEXTS.period(days.length)}</span>
      </figcaption>
      <div className="mt-3 flex gap-2">
        <div aria-hidden="true" className="flex h-40 flex-col justify-between text-right text-xs text-slate-500 tabular-nums">
          <span>{scale}</span>
          <span>0</span>
        </div>
        <svg
          viewBox={`0 0 ${days.length * SLOT} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={ANALYTICS_TEXTS.chartLabel(days.length, total, best && formatDay(best.date))}
          className="h-40 min-w-0 flex-1 border-b border-l border-slate-300"
        >
          {days.map((d, i) => {
            const h = d.completed === 0 ? 1 : Math.max(2, (d.completed / scale) * HEIGHT);
            return (
              <rect
                key={d.date}
                x={i * SLOT + (SLOT - BAR) / 2}
                y={HEIGHT - h}
                width={BAR}
                height={h}
                className={d.completed === 0 ? 'fill-slate-200' : 'fill-blue-600'}
              >
                <title>{ANALYTICS_TEXTS.chartDay(formatDay(d.date), d.completed, formatMoney(d.revenue))}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      {first && last && (
        <div aria-hidden="true" className="mt-1 flex justify-between pl-6 text-xs text-slate-500">
          <span>{formatDay(first.date)}</span>
          <span>{formatDay(last.date)}</span>
        </div>
      )}
      {/* a table sizes to its content whatever its width says: the 1px box around it keeps it from widening the page */}
      <div className="sr-only">
        <table>
          <caption>{ANALYTICS_TEXTS.chartTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{ANALYTICS_TEXTS.tableDate}</th>
              <th scope="col">{ANALYTICS_TEXTS.tableCompleted}</th>
              <th scope="col">{ANALYTICS_TEXTS.tableRevenue}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <td>{formatDay(d.date)}</td>
                <td>{d.completed}</td>
                <td>{formatMoney(d.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
