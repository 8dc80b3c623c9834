import { lazy, Suspense, useMemo, useState } from 'react';
import { ErrorPanel } from '@/web/components/ui/error-panel';
import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { errorText } from '@/web/lib/api-client';
import { LIVE_MAP_UI } from '@/web/lib/live-map-ui-texts';
import { usePublicConfig } from '@/web/features/auth';
import { useLiveMap } from '../api/get-live-map';
import { tripEntries, unitEntries } from '../map-entries';
import { useNow } from '../use-now';
import { MapList } from './map-list';

// Leaflet is a chunk of its own, loaded with the map; a trip's details load when one is opened
const UnitsAndTripsMap = lazy(() => import('./units-and-trips-map'));
const TripDetailsModal = lazy(() => import('@/web/features/trip-requests/components/trip-details-modal').then((m) => ({ default: m.TripDetailsModal })));
// the control center's details carry its actions on the trip, as they do in Trip Management and on the Overview
const CenterTripDetailsModal = lazy(() =>
  import('@/web/features/trip-management/components/center-trip-details-modal').then((m) => ({ default: m.CenterTripDetailsModal })),
);

// ages are said in whole minutes: redrawn a little more often than that
const AGE_TICK_MS = 15_000;

export type LiveMapReader = 'controlCenter' | 'agency' | 'facility';

/**
 * The live map of one organisation's units and open trips (GET /api/map, scoped by the server), with the same units
 * and trips listed beside it (below it on a phone). A trip opens its details; `onOpenTrip` lets a page keep the open
 * trip in its own way (its address), else the details open here.
 */
export function LiveMapView({ reader, onOpenTrip }: { reader: LiveMapReader; onOpenTrip?(tripId: string): void }) {
  const map = useLiveMap();
  const config = usePublicConfig();
  const now = useNow(AGE_TICK_MS);
  const [viewing, setViewing] = useState<string | null>(null);
  const open = onOpenTrip ?? setViewing;
  const units = useMemo(() => (map.data ? unitEntries(map.data.units, map.data.trips, now) : []), [map.data, now]);
  const trips = useMemo(() => tripEntries(map.data?.trips ?? []), [map.data]);

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">{LIVE_MAP_UI.intro[reader]}</p>
      {map.isPending && <LoadingPanel label={LIVE_MAP_UI.loading} />}
      {map.isError && !map.data && (
        <ErrorPanel message={errorText(map.error, LIVE_MAP_UI.loadFailed)} retryLabel={LIVE_MAP_UI.retry} busy={map.isFetching} onRetry={() => void map.refetch()} />
      )}
      {map.data && (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <Suspense fallback={<LoadingPanel label={LIVE_MAP_UI.loading} />}>
            <UnitsAndTripsMap units={units} trips={trips} tileUrl={config?.mapTileUrl} onOpenTrip={open} />
          </Suspense>
          <div className="lg:max-h-[38rem] lg:overflow-y-auto">
            <MapList units={units} trips={trips} showAgency={reader !== 'agency'} onOpenTrip={open} />
          </div>
        </div>
      )}
      {!onOpenTrip && viewing && (
        <Suspense fallback={null}>
          {reader === 'controlCenter' ? (
            <CenterTripDetailsModal tripId={viewing} onClose={() => setViewing(null)} />
          ) : (
            <TripDetailsModal tripId={viewing} onClose={() => setViewing(null)} cancellable={false} />
          )}
        </Suspense>
      )}
    </div>
  );
}
