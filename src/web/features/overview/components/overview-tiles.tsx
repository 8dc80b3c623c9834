import { Ambulance, Building2, Hospital, Truck } from 'lucide-react';
import { COMMON_TEXTS, OVERVIEW_TEXTS } from '@/domain/portals/control-center-screens';
import { OVERVIEW_MESSAGES } from '@/domain/analytics/overview';
import { ErrorPanel } from '@/web/components/ui/error-panel';
import { StatTile } from '@/web/components/ui/stat-tile';
import { useOverview } from '../api/get-overview';

const TILES = [
  { label: OVERVIEW_TEXTS.tiles.hospitals, total: 'totalHospitals', active: 'activeHospitals', Icon: Hospital },
  { label: OVERVIEW_TEXTS.tiles.agencies, total: 'totalAgencies', active: 'activeAgencies', Icon: Ambulance },
  { label: OVERVIEW_TEXTS.tiles.facilities, total: 'totalFacilities', active: 'activeFacilities', Icon: Building2 },
  { label: OVERVIEW_TEXTS.tiles.units, total: 'totalUnits', active: 'activeUnits', Icon: Truck },
] as const;

/** The four totals with their active counts; grey bars while loading, an error with Retry when the call fails. */
export function OverviewTiles() {
  const overview = useOverview();
  if (overview.isError) {
    return (
      <ErrorPanel
        message={OVERVIEW_MESSAGES.loadFailed}
        retryLabel={COMMON_TEXTS.retry}
        busy={overview.isFetching}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  const data = overview.data;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {TILES.map(({ label, total, active, Icon }) => (
        <StatTile
          key={label}
          label={label}
          icon={<Icon aria-hidden="true" className="size-5" />}
          value={data?.[total].toLocaleString()}
          detail={data ? OVERVIEW_TEXTS.activeCount(data[active]) : null}
        />
      ))}
    </div>
  );
}
