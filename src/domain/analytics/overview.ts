// The control center's overview counts (the System Overview tiles) and financial summary.

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

/** GET /api/tcc/financial/summary (ADMIN only), over a window (the last 30 days unless asked). Revenue in dollars, two decimals. */
export interface FinancialSummary {
  periodDays: number;
  from: string;
  to: string;
  completedTrips: number;
  totalRevenue: number;
  averageRevenuePerTrip: number;
}
