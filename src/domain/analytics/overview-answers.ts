// What the overview calls answer: the control center's tiles and financial summary, a facility's cards, an agency's
// dashboard figures.
import { z } from 'zod';
import { TRIP_STATUSES } from '../common/enums';

const count = z.number().int();

/** GET /api/tcc/analytics/overview: totals and the active part of each. */
export const systemOverviewSchema = z
  .object({
    totalHospitals: count,
    activeHospitals: count,
    totalAgencies: count,
    activeAgencies: count,
    totalFacilities: count,
    activeFacilities: count,
    totalUnits: count,
    activeUnits: count,
  })
  .meta({ id: 'SystemOverview' });
export type SystemOverview = z.output<typeof systemOverviewSchema>;

/** GET /api/tcc/financial/summary (ADMIN only), over a window (the last 30 days unless asked). Revenue in dollars, two decimals. */
export const financialSummarySchema = z
  .object({
    periodDays: count,
    from: z.string(),
    to: z.string(),
    completedTrips: count,
    totalRevenue: z.number(),
    averageRevenuePerTrip: z.number(),
  })
  .meta({ id: 'FinancialSummary' });
export type FinancialSummary = z.output<typeof financialSummarySchema>;

/** GET /api/trips/facility-overview: the healthcare portal Overview's three cards, over all the facility's trips. */
export const hospitalOverviewSchema = z
  .object({
    pendingRequests: count.describe('Requests still waiting for an agency (PENDING)'),
    completedToday: count.describe("Trips completed since local midnight in the server's zone, by their completion time"),
    highPriority: count.describe('HIGH or CRITICAL requests still under way'),
  })
  .meta({ id: 'HospitalOverview' });
export type HospitalOverview = z.output<typeof hospitalOverviewSchema>;

/** One local day of the period: trips the agency completed that day and their revenue (dollars, to the cent). */
export const agencyDayFiguresSchema = z.object({ date: z.string(), completed: count, revenue: z.number() });
export type AgencyDayFigures = z.output<typeof agencyDayFiguresSchema>;

/** GET /api/trips/agency-analytics: an EMS agency's own figures. */
export const agencyAnalyticsSchema = z
  .object({
    days: count,
    timeZone: z.string().describe("The zone the days are counted in (the server's configured zone)"),
    from: z.string().describe('The period: from the start of its first local day to the moment of the answer (ISO 8601 UTC)'),
    to: z.string(),
    overview: z
      .object({ availableTrips: count, activeTrips: count, completedToday: count, todaysRevenue: z.number().describe('Dollars, to the cent') })
      .describe("The dashboard Overview's four cards"),
    tripsByStatus: z.record(z.enum(TRIP_STATUSES), count),
    offers: z
      .object({ offered: count, accepted: count, declined: count, acceptanceRate: z.number().nullable() })
      .describe('Offers received in the period; accepted and declined: answers given in it; the rate: accepted ÷ answered'),
    medianMinutes: z.object({ requestToAcceptance: z.number().nullable(), acceptanceToPickup: z.number().nullable() }),
    completedPerDay: z.array(agencyDayFiguresSchema).describe('Every day of the period, oldest first, days without a completed trip included as zero'),
  })
  .meta({ id: 'AgencyAnalytics' });
export type AgencyAnalytics = z.output<typeof agencyAnalyticsSchema>;
