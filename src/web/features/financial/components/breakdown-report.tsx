import { Download } from 'lucide-react';
import { useState } from 'react';
import type { Timeframe } from '@/domain/analytics/timeframe';
import { COMMON_TEXTS } from '@/domain/portals/control-center-screens';
import { BREAKDOWNS, FINANCIAL_REPORT_TEXTS, type Breakdown } from '@/domain/analytics/financial';
import type { BreakdownFigures } from '@/domain/analytics/financial-answers';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { ErrorPanel } from '@/web/components/ui/error-panel';
import { Field, Select } from '@/web/components/ui/field';
import { errorText } from '@/web/lib/api-client';
import { formatMoney } from '@/web/lib/format';
import { useDownloadBreakdown } from '../api/download-breakdown';
import { useFinancialBreakdown } from '../api/get-financial-breakdown';

// On a phone the headers and names wrap so that all four columns fit; a longer name still scrolls with the first column held.
const CELL = 'px-2 py-2 sm:px-3';
const FIGURE = `${CELL} text-right tabular-nums whitespace-nowrap`;
const FIRST = `${CELL} sticky left-0 bg-inherit text-left`;

const miles = (m: number) => m.toLocaleString(undefined, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function Figures({ f }: { f: BreakdownFigures }) {
  return (
    <>
      <td className={FIGURE}>{f.completedTrips.toLocaleString()}</td>
      <td className={FIGURE}>{formatMoney(f.revenue)}</td>
      <td className={FIGURE}>{miles(f.loadedMiles)}</td>
    </>
  );
}

/** Revenue of the window broken down one way at a time, with its total and its CSV. */
export function BreakdownReport({ timeframe }: { timeframe: Timeframe }) {
  const [by, setBy] = useState<Breakdown>('agency');
  const breakdown = useFinancialBreakdown(by, timeframe);
  const download = useDownloadBreakdown();
  const b = breakdown.data;
  const caption = `${FINANCIAL_REPORT_TEXTS.byLabel}: ${FINANCIAL_REPORT_TEXTS.by[by]}`;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Field id="breakdown-by" label={FINANCIAL_REPORT_TEXTS.byLabel}>
          <Select id="breakdown-by" className="sm:w-56" value={by} onChange={(e) => setBy(e.target.value as Breakdown)}>
            {BREAKDOWNS.map((k) => (
              <option key={k} value={k}>
                {FINANCIAL_REPORT_TEXTS.by[k]}
              </option>
            ))}
          </Select>
        </Field>
        <Button
          variant="secondary"
          icon={<Download aria-hidden="true" className="size-4" />}
          busy={download.isPending}
          disabled={!b || b.rows.length === 0}
          onClick={() => download.mutate({ by, timeframe })}
        >
          {download.isPending ? FINANCIAL_REPORT_TEXTS.downloading : FINANCIAL_REPORT_TEXTS.download}
        </Button>
      </div>
      {download.isError && <Alert tone="error">{errorText(download.error, FINANCIAL_REPORT_TEXTS.downloadFailed)}</Alert>}
      {breakdown.isError ? (
        <ErrorPanel message={errorText(breakdown.error, FINANCIAL_REPORT_TEXTS.loadFailed)} retryLabel={COMMON_TEXTS.retry} busy={breakdown.isFetching} onRetry={() => void breakdown.refetch()} />
      ) : b && b.rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">{FINANCIAL_REPORT_TEXTS.empty}</p>
      ) : (
        // focusable, so a keyboard can scroll the table sideways on a narrow screen
        <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-blue-600">
          <table className="w-full bg-white text-sm" aria-busy={!b || undefined}>
            <caption className="sr-only">{caption}</caption>
            <thead className="text-left align-bottom text-xs font-semibold text-slate-600 uppercase sm:tracking-wide">
              <tr className="bg-slate-50">
                <th scope="col" className={FIRST}>{FINANCIAL_REPORT_TEXTS.by[by]}</th>
                <th scope="col" className={`${CELL} text-right`}>{FINANCIAL_REPORT_TEXTS.columns.completedTrips}</th>
                <th scope="col" className={`${CELL} text-right`}>{FINANCIAL_REPORT_TEXTS.columns.revenue}</th>
                <th scope="col" className={`${CELL} text-right`}>{FINANCIAL_REPORT_TEXTS.columns.loadedMiles}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {b?.rows.map((r) => (
                <tr key={r.key ?? 'none'} className="bg-white">
                  <th scope="row" className={`${FIRST} font-medium text-slate-900 sm:whitespace-nowrap`}>{r.label}</th>
                  <Figures f={r} />
                </tr>
              ))}
            </tbody>
            {b && (
              <tfoot className="border-t-2 border-slate-200 font-semibold text-slate-900">
                <tr className="bg-white">
                  <th scope="row" className={FIRST}>{FINANCIAL_REPORT_TEXTS.total}</th>
                  <Figures f={b.total} />
                </tr>
              </tfoot>
            )}
          </table>
        </div>
      )}
    </div>
  );
}
