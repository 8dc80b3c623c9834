import { useMutation } from '@tanstack/react-query';
import { tripCsvFileName } from '../../../../domain/trip-views';
import { apiDownload } from '../../../lib/api-client';
import { TRIPS_PATH } from '../../trip-requests/api/trip-keys';

/** Hands a file to the browser's downloads under its name. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // the click has handed the blob over; the URL can go once the browser had a moment to start the download
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** GET /api/trips/export with the screen's filters: every matching trip (not just the page), saved as the server names it. */
export async function exportTrips(filterParams: Record<string, string>): Promise<void> {
  const { blob, fileName } = await apiDownload(`${TRIPS_PATH}/export`, { query: filterParams });
  saveFile(blob, fileName ?? tripCsvFileName(new Date().toISOString().slice(0, 10)));
}

export const useExportTrips = () => useMutation({ mutationFn: exportTrips });
