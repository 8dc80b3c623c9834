import { useSearchParams } from 'wouter';
import { ANALYTICS_SCREEN, ANALYTICS_WINDOWS, DEFAULT_ANALYTICS_WINDOW, type AnalyticsWindow } from '@/domain/analytics/analytics-texts';
import { ViewTabs } from '@/web/components/ui/view-tabs';
import { PerformanceTab } from '../components/performance-tab';
import { RevenuePanel } from '../components/revenue-panel';
import { SystemOverviewTab } from '../components/system-overview-tab';
import { UnitsTab } from '../components/units-tab';
import { WindowSelect } from '../components/window-select';

/** /dashboard/analytics (ADMIN and USER): four views of one window, kept in the address (?window=30d) so a reload keeps it. */
export default function AnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('window');
  const chosen = (ANALYTICS_WINDOWS as readonly string[]).includes(asked ?? '') ? (asked as AnalyticsWindow) : DEFAULT_ANALYTICS_WINDOW;
  const query = { timeframe: chosen };
  return (
    <div className="space-y-4">
      <WindowSelect id="analytics-window" value={chosen} onChange={(w) => setParams({ window: w }, { replace: true })} />
      <ViewTabs
        label={ANALYTICS_SCREEN.tabsLabel}
        look="underlined"
        views={[
          { value: 'overview', label: ANALYTICS_SCREEN.tabs.overview, content: <SystemOverviewTab period={query} /> },
          { value: 'revenue', label: ANALYTICS_SCREEN.tabs.revenue, content: <RevenuePanel period={query} /> },
          { value: 'performance', label: ANALYTICS_SCREEN.tabs.performance, content: <PerformanceTab period={query} /> },
          { value: 'units', label: ANALYTICS_SCREEN.tabs.units, content: <UnitsTab period={query} /> },
        ]}
      />
    </div>
  );
}
