import { useQuery } from '@tanstack/react-query';
import type { DataAnswer } from '@/domain/common/answers';
import type { Timeframe } from '@/domain/analytics/timeframe';
import type { FinancialSummary, financialSummarySchema } from '@/domain/analytics/overview-answers';
import { apiRequest } from '@/web/lib/api-client';

/** GET /api/tcc/financial/summary?timeframe= (ADMIN only): completed trips and their revenue over the window. */
export async function getFinancialSummary(timeframe: Timeframe): Promise<FinancialSummary> {
  return (await apiRequest<DataAnswer<typeof financialSummarySchema>>('/api/tcc/financial/summary', { query: { timeframe } })).data;
}

export const useFinancialSummary = (timeframe: Timeframe) =>
  useQuery({ queryKey: ['tcc', 'financial-summary', timeframe], queryFn: () => getFinancialSummary(timeframe) });
