// The Financial screen's reports (ADMIN only): revenue of the trips completed in a window, broken down five ways;
// every breakdown's rows add up to the same total. Revenue as src/domain/analytics/figures.ts defines it.
import { z } from 'zod';
import { windowQuery, type Timeframe } from './timeframe';

export const BREAKDOWNS = ['agency', 'facility', 'level', 'week', 'month'] as const;
export type Breakdown = (typeof BREAKDOWNS)[number];

/** The financial calls' window when none is named. */
export const FINANCIAL_DEFAULT_TIMEFRAME = '30d' satisfies Timeframe;

/** GET /api/tcc/financial/breakdown?by=agency[&timeframe=30d | &from=&to=] and its .csv twin. */
export const breakdownQuery = windowQuery.extend({
  by: z.enum(BREAKDOWNS, { error: `by must be one of ${BREAKDOWNS.join(', ')}` }),
});

export const FINANCIAL_REPORT_TEXTS = {
  windowLabel: 'Window',
  byLabel: 'Break down by',
  by: { agency: 'Agency', facility: 'Healthcare facility', level: 'Transport level', week: 'Week', month: 'Month' } satisfies Record<Breakdown, string>,
  noAgency: 'No agency',
  noHospital: 'Not linked to a facility',
  weekOf: (firstDay: string) => `Week of ${firstDay}`,
  columns: { completedTrips: 'Completed trips', revenue: 'Revenue', loadedMiles: 'Loaded miles' },
  total: 'Total',
  download: 'Download CSV',
  downloading: 'Preparing…',
  downloadFailed: 'The CSV could not be downloaded. Please try again.',
  empty: 'No trip was completed in this window.',
  loadFailed: 'Failed to load the breakdown',
  csvFileName: (by: Breakdown, date: string) => `revenue-by-${by}-${date}.csv`,
} as const;
