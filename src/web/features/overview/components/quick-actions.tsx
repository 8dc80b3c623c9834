import { ArrowRight, Building2, ChartColumn, Route, Ambulance } from 'lucide-react';
import { Link } from 'wouter';
import { OVERVIEW_TEXTS } from '@/domain/portals/control-center-screens';
import { paths } from '@/web/app/paths';

const ACTIONS = [
  { ...OVERVIEW_TEXTS.quickActions.trips, to: paths.dashboard.trips, Icon: Route },
  { ...OVERVIEW_TEXTS.quickActions.hospitals, to: paths.dashboard.hospitals, Icon: Building2 },
  { ...OVERVIEW_TEXTS.quickActions.agencies, to: paths.dashboard.agencies, Icon: Ambulance },
  { ...OVERVIEW_TEXTS.quickActions.analytics, to: paths.dashboard.analytics, Icon: ChartColumn },
] as const;

/** The overview's four shortcuts into the main screens. */
export function QuickActions() {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 2xl:grid-cols-4">
        {ACTIONS.map(({ title, body, to, Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-blue-300 hover:bg-blue-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
            >
              <span className="flex items-center gap-3">
                <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-lg bg-blue-50 text-blue-700">
                  <Icon className="size-5" />
                </span>
                <span className="flex-1 font-semibold text-slate-900">{title}</span>
                <ArrowRight aria-hidden="true" className="size-4 text-slate-400 transition-transform group-hover:translate-x-0.5" />
              </span>
              <span className="mt-2 text-sm text-slate-600">{body}</span>
            </Link>
          </li>
        ))}
    </ul>
  );
}
