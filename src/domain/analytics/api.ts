// The analytics calls' queries and answers: revenue and performance, and the control center's per-trip, per-agency
// and per-facility analytics. Every figure is defined in ./figures.
import { z } from 'zod';
import type { TransportLevel, TripPriority, TripStatus } from '../common/enums';
import { windowQuery } from './timeframe';

export const ANALYTICS_MESSAGES = {
  agencyIdMalformed: 'agencyId must be an agency id (a UUID)',
  agencyIdUnknown: 'agencyId does not match an agency',
  unitIdMalformed: 'unitId must be a unit id (a UUID)',
  unitIdUnknown: 'unitId does not match a unit',
  otherAgency: "An agency can see only its own figures",
} as const;

/** GET /api/optimize/revenue?timeframe=24h[&agencyId=] */
export const revenueQuery = windowQuery.extend({ agencyId: z.string().max(100).optional() });
/** GET /api/optimize/performance?timeframe=24h[&unitId=] */
export const performanceQuery = windowQuery.extend({ unitId: z.string().max(100).optional() });

interface Windowed {
  /** The window the figures cover, ISO 8601: from ≤ t < to. */
  from: string;
  to: string;
}

/** The spec's revenue data, plus the deadhead it implies. Money to the cent, miles to one decimal. */
export interface RevenueData extends Windowed {
  agencyId: string | null;
  totalRevenue: number;
  revenuePerHour: number | null;
  /** Loaded ÷ all miles, 0–1; null when no mile was driven. */
  loadedMileRatio: number | null;
  totalTrips: number;
  averageRevenuePerTrip: number | null;
  /** Loaded plus deadhead miles. */
  totalMiles: number;
  loadedMiles: number;
  deadheadMiles: number;
}

/** The spec's performance data. Minutes to one decimal; shares 0–1. */
export interface PerformanceData extends Windowed {
  agencyId: string | null;
  unitId: string | null;
  /** Trips completed in the window. */
  totalTrips: number;
  /** Request to acceptance, over the trips accepted in the window. */
  averageResponseTime: number | null;
  medianResponseTime: number | null;
  /** Acceptance to pickup, over the trips picked up in the window. */
  averageTimeToPickup: number | null;
  onTimePickupRate: number | null;
  /** Unit time committed ÷ time available or committed, over the window. */
  efficiency: number | null;
}

/** One local day of the trips chart: requests of that day by their status now, and the revenue completed that day. */
export interface TripDay {
  date: string;
  requested: number;
  byStatus: Record<TripStatus, number>;
  completed: number;
  revenue: number;
}

/** How long requests waited for an agency: counts of trips accepted in the window per band of minutes. */
export const RESPONSE_TIME_BANDS = [5, 15, 30, 60, 120] as const;
export interface ResponseBand {
  /** e.g. "5–15 min", "120+ min" */
  label: string;
  trips: number;
}

/** GET /api/tcc/analytics/trips */
export interface TripAnalytics extends Windowed {
  timeZone: string;
  requested: number;
  byStatus: Record<TripStatus, number>;
  byLevel: Record<TransportLevel, number>;
  byPriority: Record<TripPriority, number>;
  perDay: TripDay[];
  responseTimes: ResponseBand[];
}

/** A row of GET /api/tcc/analytics/agencies: every agency with an offer, an acceptance or a completion in the window. */
export interface AgencyPerformanceRow {
  agencyId: string;
  agencyName: string;
  offersReceived: number;
  accepted: number;
  declined: number;
  acceptanceRate: number | null;
  medianResponseTime: number | null;
  onTimePickupRate: number | null;
  completed: number;
  revenue: number;
}

/** A row of GET /api/tcc/analytics/hospitals: every facility with a request, acceptance or completion in the window. */
export interface HospitalActivityRow {
  hospitalId: string;
  hospitalName: string;
  requests: number;
  cancelled: number;
  medianWaitTime: number | null;
  completed: number;
}

export interface AgencyPerformance extends Windowed {
  agencies: AgencyPerformanceRow[];
}
export interface HospitalActivity extends Windowed {
  hospitals: HospitalActivityRow[];
}
