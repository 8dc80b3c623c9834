// What the revenue, performance and control-center analytics calls answer. Every figure is defined in ./figures.
import { z } from 'zod';
import { TRANSPORT_LEVELS, TRIP_PRIORITIES, TRIP_STATUSES } from '../common/enums';

/** The window the figures cover, ISO 8601: from ≤ t < to. */
const windowed = { from: z.string(), to: z.string() };
const count = z.number().int();
/** A figure with nothing to measure is null, never a made-up zero. */
const figure = z.number().nullable();
const countsByStatus = z.record(z.enum(TRIP_STATUSES), count);

/** GET /api/optimize/revenue: the spec's revenue data, plus the deadhead it implies. Money to the cent, miles to one decimal. */
export const revenueDataSchema = z
  .object({
    ...windowed,
    agencyId: z.string().nullable(),
    totalRevenue: z.number(),
    revenuePerHour: figure,
    loadedMileRatio: figure.describe('Loaded ÷ all miles, 0–1; null when no mile was driven'),
    totalTrips: count,
    averageRevenuePerTrip: figure,
    totalMiles: z.number().describe('Loaded plus deadhead miles'),
    loadedMiles: z.number(),
    deadheadMiles: z.number(),
  })
  .meta({ id: 'RevenueData' });
export type RevenueData = z.output<typeof revenueDataSchema>;

/** GET /api/optimize/performance: the spec's performance data. Minutes to one decimal; shares 0–1. */
export const performanceDataSchema = z
  .object({
    ...windowed,
    agencyId: z.string().nullable(),
    unitId: z.string().nullable(),
    totalTrips: count.describe('Trips completed in the window'),
    averageResponseTime: figure.describe('Request to acceptance, over the trips accepted in the window'),
    medianResponseTime: figure,
    averageTimeToPickup: figure.describe("Acceptance to the unit's arrival at the pickup (the crew's At pickup step, else the pickup time), over the trips picked up in the window"),
    onTimePickupRate: figure.describe('Arrival at the pickup no later than the end of the ready window, over the trips picked up in the window'),
    averageBedsideTime: figure.describe('At pickup to Patient loaded, over the trips picked up in the window with both steps'),
    averageHandoverTime: figure.describe('At destination to Handed over, over the trips completed in the window with both steps'),
    pickedUpTrips: count.describe('Trips picked up in the window: those the pickup figures cover'),
    timedBySteps: count.describe("Of those, the trips whose arrival the crew's At pickup step timed; the others by their pickup time"),
    awardedOffers: count.describe('Of the trips picked up in the window, those won with a pickup offer (compare-offers requests)'),
    offersKept: count.describe('Of those, the trips whose unit arrived no later than the committed pickup time and 5 minutes'),
    offersKeptRate: figure.describe('offersKept ÷ awardedOffers'),
    efficiency: figure.describe('Unit time committed ÷ time available or committed, over the window'),
  })
  .meta({ id: 'PerformanceData' });
export type PerformanceData = z.output<typeof performanceDataSchema>;

/** One local day of the trips chart: requests of that day by their status now, and the revenue completed that day. */
export const tripDaySchema = z.object({ date: z.string(), requested: count, byStatus: countsByStatus, completed: count, revenue: z.number() });
export type TripDay = z.output<typeof tripDaySchema>;

/** Trips accepted in the window whose wait for an agency fell in a band of minutes. */
export const responseBandSchema = z.object({ label: z.string().describe('e.g. "5–15 min", "120+ min"'), trips: count });
export type ResponseBand = z.output<typeof responseBandSchema>;

/** GET /api/tcc/analytics/trips */
export const tripAnalyticsSchema = z
  .object({
    ...windowed,
    timeZone: z.string(),
    requested: count,
    byStatus: countsByStatus,
    byLevel: z.record(z.enum(TRANSPORT_LEVELS), count),
    byPriority: z.record(z.enum(TRIP_PRIORITIES), count),
    perDay: z.array(tripDaySchema),
    responseTimes: z.array(responseBandSchema),
  })
  .meta({ id: 'TripAnalytics' });
export type TripAnalytics = z.output<typeof tripAnalyticsSchema>;

/** A row of GET /api/tcc/analytics/agencies: every agency with an offer, an acceptance or a completion in the window. */
export const agencyPerformanceRowSchema = z.object({
  agencyId: z.string(),
  agencyName: z.string(),
  offersReceived: count,
  accepted: count,
  declined: count,
  acceptanceRate: figure,
  medianResponseTime: figure,
  onTimePickupRate: figure,
  completed: count,
  revenue: z.number(),
});
export type AgencyPerformanceRow = z.output<typeof agencyPerformanceRowSchema>;

/** A row of GET /api/tcc/analytics/hospitals: every facility with a request, acceptance or completion in the window. */
export const hospitalActivityRowSchema = z.object({
  hospitalId: z.string(),
  hospitalName: z.string(),
  requests: count,
  cancelled: count,
  medianWaitTime: figure,
  completed: count,
});
export type HospitalActivityRow = z.output<typeof hospitalActivityRowSchema>;

export const agencyPerformanceSchema = z.object({ ...windowed, agencies: z.array(agencyPerformanceRowSchema) }).meta({ id: 'AgencyPerformance' });
export type AgencyPerformance = z.output<typeof agencyPerformanceSchema>;
export const hospitalActivitySchema = z.object({ ...windowed, hospitals: z.array(hospitalActivityRowSchema) }).meta({ id: 'HospitalActivity' });
export type HospitalActivity = z.output<typeof hospitalActivitySchema>;
