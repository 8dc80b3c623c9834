import { AGENCY_ANALYTICS_TEXTS } from '@/domain/portals/ems-dashboard-texts';
import { EMS_UI } from '../ems-ui-texts';
import { UnitCountCards, UnitsTable, unitCountsOf, useUnitAnalytics, useUnitPage } from '@/web/features/units';
import { QueryError } from './query-error';

/** The Unit Management view of Analytics: GET /api/units/analytics for the agency (the server scopes it), and each unit's trips. */
export function AgencyUnitsAnalytics() {
  const analytics = useUnitAnalytics();
  // an agency's fleet fits on one page of units
  const units = useUnitPage({}, 0);
  const a = analytics.data;
  const mostTrips = [...(units.data?.data ?? [])].sort((x, y) => y.totalTripsCompleted - x.totalTripsCompleted);
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-600">{EMS_UI.analytics.unitsIntro}</p>
      {analytics.isError && <QueryError query={analytics} fallback={AGENCY_ANALYTICS_TEXTS.loadFailed} />}
      <UnitCountCards
        counts={a && unitCountsOf(a)}
        efficiency={a ? { share: a.efficiency } : analytics.isError ? 'failed' : 'loading'}
      />
      <section aria-labelledby="unit-trips" className="space-y-3">
        <h2 id="unit-trips" className="font-semibold text-slate-900">
          {EMS_UI.analytics.unitTrips}
        </h2>
        {units.isError ? (
          <QueryError query={units} fallback={AGENCY_ANALYTICS_TEXTS.loadFailed} />
        ) : (
          <UnitsTable units={mostTrips} loading={units.isPending} filtered={false} showAgency={false} showTrips />
        )}
      </section>
    </div>
  );
}
