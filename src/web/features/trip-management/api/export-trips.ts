import { useMutation } from '@tanstack/react-query';
import { tripCsvFileName } from '@/domain/trips/trip-views';
import { apiDownload } from '@/web/lib/api-client';
import { saveFile } from '@/web/lib/save-file';
import { TRIPS_PATH } from '@/web/features/trip-requests';

/** GET /api/trips/export with the screen's filters: every matching trip (not just the page), saved as the server names it. */
export async function exportTrips(filterParams: Record<string, string>): Promise<void> {
  const { blob, fileName } = await apiDownload(`${TRIPS_PATH}/export`, { query: filterParams });
  saveFile(blob, fileName ?? tripCsvFileName(new Date().toISOString().slice(0, 10)));
}

export const useExportTrips = () => useMutation({ mutationFn: exportTrips });
