import { Download } from 'lucide-react';
import { TRIP_MANAGEMENT } from '@/domain/trips/trip-management-texts';
import { Button } from '@/web/components/ui/button';
import { useExportTrips } from '../api/export-trips';

/** Export CSV: every trip matching the filters on screen (not only this page), as the server writes it. */
export function ExportButton({ filterParams, onError }: { filterParams: Record<string, string>; onError(message: string): void }) {
  const exporting = useExportTrips();
  return (
    <Button
      variant="secondary"
      busy={exporting.isPending}
      icon={<Download aria-hidden="true" className="size-4" />}
      onClick={() => exporting.mutate(filterParams, { onError: () => onError(TRIP_MANAGEMENT.exportFailed) })}
    >
      {exporting.isPending ? TRIP_MANAGEMENT.exporting : TRIP_MANAGEMENT.exportCsv}
    </Button>
  );
}
