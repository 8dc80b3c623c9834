// The control center's overview counts and financial summary (spec part 1 §2 System Overview, §3, §7).

/** GET /api/tcc/analytics/overview: totals and the active part of each. */
export interface SystemOverview {
  totalHospitals: number;
  activeHospitals: number;
  totalAgencies: number;
  activeAgencies: number;
  totalFacilities: number;
  activeFacilities: number;
  totalUnits: number;
  activeUnits: number;
}

export const OVERVIEW_MESSAGES = {
  loadFailed: 'Failed to load overview',
} as const;

/** The Financial screen's window: trips completed in the last this many days. */
export const FINANCIAL_PERIOD_DAYS = 30;

/** GET /api/tcc/financial/summary (ADMIN only). Revenue in dollars, two decimals. */
export interface FinancialSummary {
  periodDays: number;
  from: string;
  to: string;
  completedTrips: number;
  totalRevenue: number;
  averageRevenuePerTrip: number;
}
