// The rows of every trip list: the trip and the name of the agency it is assigned to.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { agencies, trips } from '../../db/schema';

export const selectTripRows = (db: Db) =>
  db.select({ trip: trips, agencyName: agencies.name }).from(trips).leftJoin(agencies, eq(agencies.id, trips.assignedAgencyId));

export type TripRowWithAgency = Awaited<ReturnType<typeof selectTripRows>>[number];

/** One page of a list and how many trips match its filters. */
export interface TripPage {
  rows: TripRowWithAgency[];
  total: number;
}
