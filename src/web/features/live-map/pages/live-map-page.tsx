import { PageHeader } from '@/web/components/page-header';
import { DASHBOARD_SECTIONS } from '@/domain/portals/portal-texts';
import { LiveMapView } from '../components/live-map-view';

/** /dashboard/map: the control center's live map of every active unit and open trip. */
export default function LiveMapPage() {
  return (
    <div className="space-y-5">
      <PageHeader title={DASHBOARD_SECTIONS.liveMap} />
      <LiveMapView reader="controlCenter" />
    </div>
  );
}
