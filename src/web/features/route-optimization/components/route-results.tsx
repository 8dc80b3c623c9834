import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { BadgeDollarSign, Clock, Route as RouteIcon } from 'lucide-react';
import { lazy, Suspense, useMemo } from 'react';
import type { AvailableUnit } from '@/domain/units/unit-answers';
import { ROUTE_OPTIMIZATION_TEXTS } from '@/domain/planning/route-optimization-texts';
import type { TripDetails, TripListItem } from '@/domain/trips/trip-answers';
import type { RouteLeg, RoutePlanAnswer } from '@/domain/planning/route-plan-answers';
import { Badge } from '@/web/components/ui/badge';
import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { StatTile } from '@/web/components/ui/stat-tile';
import { formatMoney, formatPlanTime } from '@/web/lib/format';
import { usePublicConfig } from '@/web/features/auth';
import { tripQuery } from '@/web/features/trip-requests';
import { PlannedTripNote } from './planned-trip-note';
import type { MapStop } from './route-plan-map';

const RoutePlanMap = lazy(() => import('./route-plan-map'));
const icon = 'size-5';

/** The request as the screen names it: trip number and patient id, from the list the unit and requests came from. */
const nameOf = (r: TripListItem | undefined) => (r ? `${r.tripNumber} (${r.patientId})` : ROUTE_OPTIMIZATION_TEXTS.unknownRequest);
const placeOf = (leg: RouteLeg, r: TripListItem | undefined) => (r ? (leg.toStop === 'pickup' ? r.fromLocation : r.toLocation) : '');
const stopText = (leg: RouteLeg, r: TripListItem | undefined) => `${leg.toStop === 'pickup' ? ROUTE_OPTIMIZATION_TEXTS.pickup : ROUTE_OPTIMIZATION_TEXTS.dropoff} ${nameOf(r)}`;

/**
 * The results panel of Optimize Routes: Total Revenue, Total Distance and Total Time, whether the order
 * is proven best, every leg in order, the requests left out with the reason, and the route on a map.
 */
export function RouteResults({ plan, unit, requests }: { plan: RoutePlanAnswer; unit: AvailableUnit | undefined; requests: ReadonlyMap<string, TripListItem> }) {
  const { totals } = plan;
  return (
    <section aria-labelledby="route-results-title" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="route-results-title" className="text-lg font-semibold text-slate-900">
          {ROUTE_OPTIMIZATION_TEXTS.resultsTitle}
          {unit && <span className="font-normal text-slate-600"> · {unit.unitNumber}</span>}
        </h3>
        <Badge tone={plan.exact ? 'green' : 'blue'}>{plan.exact ? ROUTE_OPTIMIZATION_TEXTS.exactBadge : ROUTE_OPTIMIZATION_TEXTS.heuristicBadge}</Badge>
      </div>
      <p className="text-sm text-slate-600">{plan.exact ? ROUTE_OPTIMIZATION_TEXTS.exact : ROUTE_OPTIMIZATION_TEXTS.heuristic}</p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <StatTile label={ROUTE_OPTIMIZATION_TEXTS.totalRevenue} value={formatMoney(totals.revenue)} icon={<BadgeDollarSign aria-hidden="true" className={icon} />} />
        <StatTile
          label={ROUTE_OPTIMIZATION_TEXTS.totalDistance}
          value={ROUTE_OPTIMIZATION_TEXTS.miles(totals.distance)}
          detail={ROUTE_OPTIMIZATION_TEXTS.deadheadLoaded(totals.deadheadMiles, totals.loadedMiles)}
          icon={<RouteIcon aria-hidden="true" className={icon} />}
        />
        <StatTile
          label={ROUTE_OPTIMIZATION_TEXTS.totalTime}
          value={ROUTE_OPTIMIZATION_TEXTS.hoursMinutes(totals.time)}
          detail={[ROUTE_OPTIMIZATION_TEXTS.waitingTotal(totals.waitMinutes), totals.overtimeHours > 0 ? ROUTE_OPTIMIZATION_TEXTS.overtime(totals.overtimeHours) : null].filter(Boolean).join(' · ')}
          icon={<Clock aria-hidden="true" className={icon} />}
        />
      </div>
      {totals.backhaulPairs > 0 && <p className="text-sm text-slate-700">{ROUTE_OPTIMIZATION_TEXTS.backhaulPairs(totals.backhaulPairs)}</p>}
      {plan.legs.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-3 py-4 text-center text-sm text-slate-600">{ROUTE_OPTIMIZATION_TEXTS.noneCarried}</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <LegList plan={plan} unit={unit} requests={requests} />
          {unit?.position && <RouteMapOf plan={plan} unit={unit} start={unit.position} requests={requests} />}
        </div>
      )}
      {plan.leftOut.length > 0 && (
        <div className="space-y-2">
          <h4 className="font-medium text-slate-800">{ROUTE_OPTIMIZATION_TEXTS.leftOutTitle}</h4>
          <ul aria-label={ROUTE_OPTIMIZATION_TEXTS.leftOutTitle} className="space-y-1.5">
            {plan.leftOut.map((l) => (
              <li key={l.requestId} className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm">
                <span className="font-medium text-amber-950">{nameOf(requests.get(l.requestId))}</span>
                <span className="text-amber-900"> — {l.reason}</span>
                <PlannedTripNote trip={plan.trips.find((t) => t.requestId === l.requestId)} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function LegList({ plan, unit, requests }: { plan: RoutePlanAnswer; unit: AvailableUnit | undefined; requests: ReadonlyMap<string, TripListItem> }) {
  return (
    <div className="min-w-0 space-y-2">
      <h4 className="font-medium text-slate-800">{ROUTE_OPTIMIZATION_TEXTS.stopsTitle}</h4>
      {unit && plan.departure && (
        <p className="text-sm text-slate-600">
          {ROUTE_OPTIMIZATION_TEXTS.from(unit.unitNumber)} · {ROUTE_OPTIMIZATION_TEXTS.departsAt(formatPlanTime(plan.departure))}
        </p>
      )}
      <ol aria-label={ROUTE_OPTIMIZATION_TEXTS.stopsTitle} className="space-y-2">
        {plan.legs.map((leg, i) => {
          const r = requests.get(leg.toRequestId);
          return (
            <li key={`${leg.toRequestId}-${leg.toStop}`} className="flex gap-3 rounded-lg border border-slate-200 px-3 py-2.5">
              <span
                aria-hidden="true"
                className={`flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold text-white ${leg.toStop === 'pickup' ? 'bg-blue-700' : 'bg-red-700'}`}
              >
                {i + 1}
              </span>
              <div className="min-w-0 flex-1 space-y-1 text-sm">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="font-medium text-slate-900">{stopText(leg, r)}</span>
                  {leg.backhaul && <Badge tone="purple">{ROUTE_OPTIMIZATION_TEXTS.backhaulLeg}</Badge>}
                </p>
                <p className="break-words text-slate-700">{placeOf(leg, r)}</p>
                {leg.toStop === 'pickup' && <PlannedTripNote trip={plan.trips.find((t) => t.requestId === leg.toRequestId)} />}
                <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
                  <span>{ROUTE_OPTIMIZATION_TEXTS.arrival(formatPlanTime(leg.arrival))}</span>
                  {leg.waitMinutes > 0 && <span>{ROUTE_OPTIMIZATION_TEXTS.wait(leg.waitMinutes)}</span>}
                  <span>
                    <Badge tone={leg.kind === 'loaded' ? 'blue' : 'slate'}>{leg.kind === 'loaded' ? ROUTE_OPTIMIZATION_TEXTS.loaded : ROUTE_OPTIMIZATION_TEXTS.deadhead}</Badge>{' '}
                    {ROUTE_OPTIMIZATION_TEXTS.legMiles(leg.miles, leg.minutes)}
                  </span>
                  {leg.revenue > 0 && <span className="font-medium text-green-800">{ROUTE_OPTIMIZATION_TEXTS.earns(formatMoney(leg.revenue))}</span>}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

const combineDetails = (results: UseQueryResult<TripDetails>[]) => ({
  byId: new Map(results.flatMap((d) => (d.data ? [[d.data.id, d.data] as const] : []))),
  loaded: results.every((d) => d.data),
  failed: results.some((d) => d.isError),
});

/** The map needs each stop's position: the requests' details (GET /api/trips/{id}) hold them. */
function RouteMapOf({
  plan,
  unit,
  start,
  requests,
}: {
  plan: RoutePlanAnswer;
  unit: AvailableUnit;
  start: { lat: number; lng: number };
  requests: ReadonlyMap<string, TripListItem>;
}) {
  const config = usePublicConfig();
  const ids = useMemo(() => plan.sequence.map((s) => s.requestId), [plan]);
  // combined once per change of the answers, so the map is drawn again only when a position may have changed
  const { byId, loaded, failed } = useQueries({ queries: ids.map((id) => ({ ...tripQuery(id), staleTime: 60_000 })), combine: combineDetails });

  const stops = useMemo((): MapStop[] | null => {
    if (!loaded) return null;
    const out: MapStop[] = [];
    for (const [i, leg] of plan.legs.entries()) {
      const d = byId.get(leg.toRequestId);
      const lat = leg.toStop === 'pickup' ? d?.fromLatitude : d?.toLatitude;
      const lng = leg.toStop === 'pickup' ? d?.fromLongitude : d?.toLongitude;
      if (lat == null || lng == null) return null;
      const r = requests.get(leg.toRequestId);
      out.push({ position: { lat, lng }, kind: leg.toStop, leg: leg.kind, label: `${i + 1}. ${stopText(leg, r)} · ${placeOf(leg, r)}` });
    }
    return out;
  }, [loaded, plan, byId, requests]);
  const startLabel = `${ROUTE_OPTIMIZATION_TEXTS.mapStart}: ${unit.unitNumber}`;

  if (failed || (loaded && !stops)) return <p className="text-sm text-slate-600">{ROUTE_OPTIMIZATION_TEXTS.mapNoPositions}</p>;
  if (!stops) return <LoadingPanel label={ROUTE_OPTIMIZATION_TEXTS.mapLoading} />;
  return (
    <Suspense fallback={<LoadingPanel label={ROUTE_OPTIMIZATION_TEXTS.mapLoading} />}>
      <RoutePlanMap start={start} startLabel={startLabel} stops={stops} tileUrl={config?.mapTileUrl} />
    </Suspense>
  );
}
