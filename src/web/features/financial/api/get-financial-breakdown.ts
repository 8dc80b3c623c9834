import { useQuery } from '@tanstack/react-query';
import type { DataAnswer } from '@/domain/common/answers';
import type { Timeframe } from '@/domain/analytics/timeframe';
import type { Breakdown } from '@/domain/analytics/financial';
import type { financialBreakdownSchema } from '@/domain/analytics/financial-answers';
import { apiRequest } from '@/web/lib/api-client';

export const BREAKDOWN_PATH = '/api/tcc/financial/breakdown';

/** GET /api/tcc/financial/breakdown?by=&timeframe= (ADMIN only): the window's revenue, one row per group, and the total. */
export const useFinancialBreakdown = (by: Breakdown, timeframe: Timeframe) =>
  useQuery({
    queryKey: ['tcc', 'financial-breakdown', by, timeframe],
    queryFn: async () => (await apiRequest<DataAnswer<typeof financialBreakdownSchema>>(BREAKDOWN_PATH, { query: { by, timeframe } })).data,
  });
