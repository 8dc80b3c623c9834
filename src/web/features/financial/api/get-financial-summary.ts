import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiData } from '../../../../domain/api';
import type { FinancialSummary } from '../../../../domain/overview';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/tcc/financial/summary (ADMIN only): completed trips and their revenue over the recent period. */
export async function getFinancialSummary(): Promise<FinancialSummary> {
  return (await apiRequest<ApiData<FinancialSummary>>('/api/tcc/financial/summary')).data;
}

export const financialSummaryQuery = queryOptions({ queryKey: ['tcc', 'financial-summary'], queryFn: getFinancialSummary });

export const useFinancialSummary = () => useQuery(financialSummaryQuery);
