import { useQuery } from '@tanstack/react-query';
import type { ApiData } from '@/domain/common/api';
import type { Timeframe } from '@/domain/analytics/timeframe';
import type { FinancialSummary } from '@/domain/analytics/overview';
import { apiRequest } from '@/web/lib/api-client';

/** GET /api/tcc/financial/summary?timeframe= (ADMIN only): completed trips and their revenue over the window. */
export async function getFinancialSummary(timeframe: Timeframe): Promise<FinancialSummary> {
  return (await apiRequest<ApiData<FinancialSummary>>('/api/tcc/financial/summary', { query: { timeframe } })).data;
}

export const useFinancialSummary = (timeframe: Timeframe) =>
  useQuery({ queryKey: ['tcc', 'financial-summary', timeframe], queryFn: () => getFinancialSummary(timeframe) });
