import { useMutation } from '@tanstack/react-query';
import type { Timeframe } from '@/domain/analytics/timeframe';
import { FINANCIAL_REPORT_TEXTS, type Breakdown } from '@/domain/analytics/financial';
import { apiDownload } from '@/web/lib/api-client';
import { saveFile } from '@/web/lib/save-file';
import { BREAKDOWN_PATH } from './get-financial-breakdown';

/** GET /api/tcc/financial/breakdown.csv: the breakdown on screen as a file, saved as the server names it. */
export async function downloadBreakdown({ by, timeframe }: { by: Breakdown; timeframe: Timeframe }): Promise<void> {
  const { blob, fileName } = await apiDownload(`${BREAKDOWN_PATH}.csv`, { query: { by, timeframe } });
  saveFile(blob, fileName ?? FINANCIAL_REPORT_TEXTS.csvFileName(by, new Date().toISOString().slice(0, 10)));
}

export const useDownloadBreakdown = () => useMutation({ mutationFn: downloadBreakdown });
