import { useSearchParams } from 'react-router';
import { ANALYTICS_SCREEN as T, ANALYTICS_WINDOWS, type AnalyticsWindow } from '../../../../domain/analytics/analytics-texts';
import { Select } from '../../../components/ui/field';
import { ViewTabs } from '../../../components/ui/view-tabs';
import { PerformanceTab } from '../components/performance-tab';
import { RevenueTab } from '../components/revenue-tab';
import { SystemOverviewTab } from '../components/system-overview-tab';
import { UnitsTab } from '../components/units-tab';

const DEFAULT_WINDOW: AnalyticsWindow = '7d';
/** /dashboard/analytics (ADMIN and USER): four views of one window, kept in the address (?window=30d) so a reload keeps it. */
export function AnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('window');
  const chosen = (ANALYTICS_WINDOWS as readonly string[]).includes(asked ?? '') ? (asked as AnalyticsWindow) : DEFAULT_WINDOW;
  const query = { timeframe: chosen };
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-2">
        <label htmlFor="analytics-window" className="text-sm font-medium text-slate-700">
          {T.windowLabel}
        </label>
        <Select id="analytics-window" className="sm:w-56" value={chosen} onChange={(e) => setParams({ window: e.target.value }, { replace: true })}>
          {ANALYTICS_WINDOWS.map((w) => (
            <option key={w} value={w}>
              {T.windows[w]}
            </option>
          ))}
        </Select>
      </div>
      <ViewTabs
        label={T.tabsLabel}
        look="underlined"
        views={[
          { value: 'overview', label: T.tabs.overview, content: <SystemOverviewTab period={query} /> },
          { value: 'revenue', label: T.tabs.revenue, content: <RevenueTab period={query} /> },
          { value: 'performance', label: T.tabs.performance, content: <PerformanceTab period={query} /> },
          { value: 'units', label: T.tabs.units, content: <UnitsTab period={query} /> },
        ]}
      />
    </div>
  );
}
