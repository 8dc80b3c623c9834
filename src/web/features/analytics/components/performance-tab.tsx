import { ANALYTICS_SCREEN } from '@/domain/analytics/analytics-texts';
import type { AgencyPerformanceRow, HospitalActivityRow } from '@/domain/analytics/analytics-answers';
import type { WindowQuery } from '@/domain/analytics/timeframe';
import { DataTable, type Column } from '@/web/components/ui/data-table';
import { StatTile } from '@/web/components/ui/stat-tile';
import { formatMoney } from '@/web/lib/format';
import { useAgencyPerformance } from '../api/get-agency-performance';
import { useHospitalActivity } from '../api/get-hospital-activity';
import { usePerformance } from '../api/get-performance';
import { count, minutes, percent } from './figure';
import { FailedCall } from './query-state';
import { useSortedRows } from './use-sorted-rows';

/** Performance: how fast requests are taken and served, then every agency and facility of the window, sortable. */
export function PerformanceTab({ period }: { period: WindowQuery }) {
  const performance = usePerformance(period);
  const agencies = useAgencyPerformance(period);
  const hospitals = useHospitalActivity(period);
  const p = performance.data;
  return (
    <div className="space-y-5">
      <FailedCall calls={[performance, agencies, hospitals]} />
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatTile label={ANALYTICS_SCREEN.averageResponse} value={minutes(p?.averageResponseTime)} />
        <StatTile label={ANALYTICS_SCREEN.medianResponse} value={minutes(p?.medianResponseTime)} />
        <StatTile label={ANALYTICS_SCREEN.averageToPickup} value={minutes(p?.averageTimeToPickup)} />
        <StatTile label={ANALYTICS_SCREEN.onTimePickup} value={percent(p?.onTimePickupRate)} />
        <StatTile label={ANALYTICS_SCREEN.offersKept} value={percent(p?.offersKeptRate)} detail={p && ANALYTICS_SCREEN.offersKeptOf(p.offersKept, p.awardedOffers)} />
        <StatTile label={ANALYTICS_SCREEN.averageBedside} value={minutes(p?.averageBedsideTime)} />
        <StatTile label={ANALYTICS_SCREEN.averageHandover} value={minutes(p?.averageHandoverTime)} />
        <StatTile label={ANALYTICS_SCREEN.efficiency} value={percent(p?.efficiency)} />
      </div>
      {p && <p className="text-sm text-slate-600">{ANALYTICS_SCREEN.timedBySteps(p.timedBySteps, p.pickedUpTrips)}</p>}
      {agencies.data && <AgencyTable rows={agencies.data.agencies} />}
      {hospitals.data && <HospitalTable rows={hospitals.data.hospitals} />}
    </div>
  );
}

const AGENCY_COLUMNS = ANALYTICS_SCREEN.agencyColumns;
function AgencyTable({ rows }: { rows: AgencyPerformanceRow[] }) {
  const { sorted, sortOf } = useSortedRows(
    rows,
    {
      agency: (r) => r.agencyName,
      offers: (r) => r.offersReceived,
      accepted: (r) => r.accepted,
      declined: (r) => r.declined,
      acceptanceRate: (r) => r.acceptanceRate,
      medianResponse: (r) => r.medianResponseTime,
      onTime: (r) => r.onTimePickupRate,
      completed: (r) => r.completed,
      revenue: (r) => r.revenue,
    },
    'offers',
  );
  const columns: Column<AgencyPerformanceRow>[] = [
    { key: 'agency', header: AGENCY_COLUMNS.agency, cell: (r) => <span className="font-medium text-slate-900">{r.agencyName}</span>, sort: sortOf('agency') },
    { key: 'offers', header: AGENCY_COLUMNS.offers, cell: (r) => count(r.offersReceived), sort: sortOf('offers') },
    { key: 'accepted', header: AGENCY_COLUMNS.accepted, cell: (r) => count(r.accepted), sort: sortOf('accepted') },
    { key: 'declined', header: AGENCY_COLUMNS.declined, cell: (r) => count(r.declined), sort: sortOf('declined') },
    { key: 'acceptanceRate', header: AGENCY_COLUMNS.acceptanceRate, cell: (r) => percent(r.acceptanceRate), sort: sortOf('acceptanceRate') },
    { key: 'medianResponse', header: AGENCY_COLUMNS.medianResponse, cell: (r) => minutes(r.medianResponseTime), sort: sortOf('medianResponse') },
    { key: 'onTime', header: AGENCY_COLUMNS.onTime, cell: (r) => percent(r.onTimePickupRate), sort: sortOf('onTime') },
    { key: 'completed', header: AGENCY_COLUMNS.completed, cell: (r) => count(r.completed), sort: sortOf('completed') },
    { key: 'revenue', header: AGENCY_COLUMNS.revenue, cell: (r) => formatMoney(r.revenue), sort: sortOf('revenue') },
  ];
  return (
    <section aria-labelledby="agencies-title" className="space-y-3">
      <h3 id="agencies-title" className="font-semibold text-slate-900">
        {ANALYTICS_SCREEN.agenciesTitle}
      </h3>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{ANALYTICS_SCREEN.noAgencies}</p>
      ) : (
        <DataTable label={ANALYTICS_SCREEN.agenciesTitle} columns={columns} rows={sorted} rowKey={(r) => r.agencyId} moreLabel={ANALYTICS_SCREEN.showMore} dense />
      )}
    </section>
  );
}

const HOSPITAL_COLUMNS = ANALYTICS_SCREEN.hospitalColumns;
function HospitalTable({ rows }: { rows: HospitalActivityRow[] }) {
  const { sorted, sortOf } = useSortedRows(
    rows,
    {
      hospital: (r) => r.hospitalName,
      requests: (r) => r.requests,
      cancelled: (r) => r.cancelled,
      medianWait: (r) => r.medianWaitTime,
      completed: (r) => r.completed,
    },
    'requests',
  );
  const columns: Column<HospitalActivityRow>[] = [
    { key: 'hospital', header: HOSPITAL_COLUMNS.hospital, cell: (r) => <span className="font-medium text-slate-900">{r.hospitalName}</span>, sort: sortOf('hospital') },
    { key: 'requests', header: HOSPITAL_COLUMNS.requests, cell: (r) => count(r.requests), sort: sortOf('requests') },
    { key: 'cancelled', header: HOSPITAL_COLUMNS.cancelled, cell: (r) => count(r.cancelled), sort: sortOf('cancelled') },
    { key: 'medianWait', header: HOSPITAL_COLUMNS.medianWait, cell: (r) => minutes(r.medianWaitTime), sort: sortOf('medianWait') },
    { key: 'completed', header: HOSPITAL_COLUMNS.completed, cell: (r) => count(r.completed), sort: sortOf('completed') },
  ];
  return (
    <section aria-labelledby="hospitals-title" className="space-y-3">
      <h3 id="hospitals-title" className="font-semibold text-slate-900">
        {ANALYTICS_SCREEN.hospitalsTitle}
      </h3>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{ANALYTICS_SCREEN.noHospitals}</p>
      ) : (
        <DataTable label={ANALYTICS_SCREEN.hospitalsTitle} columns={columns} rows={sorted} rowKey={(r) => r.hospitalId} moreLabel={ANALYTICS_SCREEN.showMore} dense />
      )}
    </section>
  );
}
