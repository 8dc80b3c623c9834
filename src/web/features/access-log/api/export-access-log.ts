import { useMutation } from '@tanstack/react-query';
import { ACCESS_LOG_PATH, accessLogCsvFileName, type AccessLogExportQuery } from '@/domain/audit/access-log';
import { apiDownload } from '@/web/lib/api-client';
import { saveFile } from '@/web/lib/save-file';

/** GET /api/access-log/export with the screen's filters: every matching entry (not just the page), saved as the server names it. */
export async function exportAccessLog(params: AccessLogExportQuery): Promise<void> {
  const { blob, fileName } = await apiDownload(`${ACCESS_LOG_PATH}/export`, { query: params as Record<string, string> });
  saveFile(blob, fileName ?? accessLogCsvFileName(new Date().toISOString().slice(0, 10)));
}

export const useExportAccessLog = () => useMutation({ mutationFn: exportAccessLog });
