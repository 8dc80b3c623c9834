// Assembles every row of the demo region from the data files; no database access here.
import { randomUUID } from 'node:crypto';
import type { DropdownCategory } from '@/domain/common/enums';
import { OPTIMIZATION_DEFAULTS } from '@/domain/planning/optimization-settings';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  agencies,
  agencyResponses,
  credentials,
  dropdownOptions,
  facilities,
  hospitals,
  notifications,
  notificationSettings,
  optimizationSettings,
  tripHistory,
  trips as tripsTable,
  units,
  unitStatusHistory,
  users as usersTable,
} from '../schema';
import { demoNotifications, demoNotificationSettings, demoUsers } from './accounts';
import { DEFAULT_DROPDOWN_OPTIONS } from './catalogue';
import { demoCredentials } from './credentials';
import { DAY, HOUR, regionClock } from './clock';
import { createFleet, type FleetUnit } from './fleet';
import { createRng } from './random';
import { AGENCIES, HOSPITALS, OTHER_PLACES, PENDING_AGENCY, PENDING_HOSPITAL, UNITS, type AgencySeed, type HospitalSeed, type Place } from './region';
import { generateTrips, type SeedAgency, type SeedPlace, type SeedHospital } from './trips';

const SEED = 20_241_121;

const seedPlace = (p: Place, hospitalId: string | null): SeedPlace => ({ ...p, id: randomUUID(), hospitalId });

function seedHospital(h: HospitalSeed): SeedHospital {
  const id = randomUUID();
  return { ...h, id, campus: seedPlace(h, id) };
}

const hospitalRow = (h: SeedHospital, createdAt: number, pending = false): typeof hospitals.$inferInsert => ({
  id: h.id, name: h.name, type: h.type, address: h.address, city: h.city, state: h.state, zipCode: h.zipCode,
  phone: h.phone, email: h.email, contactName: h.contactName, capabilities: h.capabilities, region: h.region,
  latitude: h.lat, longitude: h.lng, isActive: !pending, requiresReview: pending,
  createdAt: new Date(createdAt), updatedAt: new Date(createdAt),
});

const placeRow = (f: SeedPlace, createdAt: number): typeof facilities.$inferInsert => ({
  id: f.id, name: f.name, type: f.type, address: f.address, city: f.city, state: f.state, zipCode: f.zipCode,
  phone: f.phone, email: f.email, region: f.region, latitude: f.lat, longitude: f.lng, hospitalId: f.hospitalId,
  isActive: true, createdAt: new Date(createdAt), updatedAt: new Date(createdAt),
});

const agencyRow = (a: SeedAgency, createdAt: number, pending = false): typeof agencies.$inferInsert => ({
  id: a.id, name: a.name, contactName: a.contactName, phone: a.phone, email: a.email, address: a.address, city: a.city,
  state: a.state, zipCode: a.zipCode, serviceType: a.serviceType, capabilities: a.capabilities, serviceArea: a.serviceArea,
  operatingHours: a.operatingHours, pricingStructure: a.pricing, status: pending ? 'PENDING' : 'ACTIVE',
  latitude: a.lat, longitude: a.lng, isActive: !pending, requiresReview: pending,
  createdAt: new Date(createdAt), updatedAt: new Date(createdAt),
});

/** All rows of the demo region relative to `instant`; the same minute always gives the same content. */
export function buildDemoData(instant: number, hash: (password: string) => string) {
  const rng = createRng(SEED);
  const clock = regionClock(instant);
  const { now } = clock;
  const since = now - 380 * DAY;

  const seedHospitals = HOSPITALS.map(seedHospital);
  const seedAgencies: SeedAgency[] = AGENCIES.map((a: AgencySeed) => ({ ...a, id: randomUUID() }));
  const places = [...seedHospitals.map((h) => h.campus), ...OTHER_PLACES.map((p) => seedPlace(p, null))];
  const pending = {
    hospital: { ...seedHospital(PENDING_HOSPITAL), createdAt: now - 19 * HOUR },
    agency: { ...PENDING_AGENCY, id: randomUUID(), createdAt: now - 6 * HOUR },
  };
  const users = demoUsers({ now, hash, hospitals: seedHospitals, agencies: seedAgencies, pending });
  const { admin, healthcare, ems } = users.byRole;

  const agencyById = new Map(seedAgencies.map((a) => [a.id, a]));
  const fleetUnits: FleetUnit[] = UNITS.map((u, i) => {
    const agency = seedAgencies.find((a) => a.key === u.agency)!;
    return { ...u, id: randomUUID(), agencyId: agency.id, base: agency, createdAt: since + 30 * DAY + i * HOUR };
  });
  const fleet = createFleet(fleetUnits, now, rng);
  const trips = generateTrips(rng, {
    clock,
    hospitals: seedHospitals,
    places,
    agencies: seedAgencies,
    fleet,
    demo: {
      hospital: seedHospitals.find((h) => h.id === healthcare.hospitalId)!,
      agency: agencyById.get(ems.agencyId!)!,
      healthcare: { id: healthcare.id, name: healthcare.name },
      ems: { id: ems.id, name: ems.name },
      admin: { id: admin.id, name: admin.name },
    },
  });
  const fleetRows = fleet.build();
  const offeredToDemoAgency = new Set(
    trips.responseRows.filter((r) => r.agencyId === ems.agencyId && r.response === 'OFFERED').map((r) => r.tripId),
  );

  const notificationRows = demoNotifications({
    users,
    pending,
    trips: trips.tripRows,
    offeredToDemoAgency,
    demoHospitalId: healthcare.hospitalId!,
    agencyName: (id) => agencyById.get(id)!.name,
    escalatedOffers: escalatedOffersOf(trips),
  });
  return {
    trips: trips.tripRows,
    /** Every table's rows, parents before children. */
    tables: [
      rowsOf(hospitals, [
        ...seedHospitals.map((h, i) => hospitalRow(h, since + i * DAY)),
        hospitalRow(pending.hospital, pending.hospital.createdAt, true),
      ]),
      rowsOf(facilities, places.map((f, i) => placeRow(f, since + i * DAY))),
      rowsOf(agencies, [
        ...seedAgencies.map((a, i) => agencyRow(a, since + (i + 10) * DAY)),
        agencyRow(pending.agency, pending.agency.createdAt, true),
      ]),
      rowsOf(usersTable, users.rows),
      rowsOf(units, fleetRows.unitRows),
      rowsOf(unitStatusHistory, fleetRows.historyRows),
      rowsOf(credentials, demoCredentials(now, fleetRows.unitRows, users.rows)),
      rowsOf(tripsTable, trips.tripRows),
      rowsOf(agencyResponses, trips.responseRows),
      rowsOf(tripHistory, trips.historyRows),
      rowsOf(dropdownOptions, dropdownRows()),
      rowsOf(notifications, notificationRows),
      rowsOf(notificationSettings, demoNotificationSettings(users)),
      rowsOf(optimizationSettings, [{ agencyId: null, ...OPTIMIZATION_DEFAULTS }]),
    ],
  };
}

/** A table with rows checked against it; the seed inserts the list without knowing each table. */
export interface TableRows {
  table: PgTable;
  rows: Record<string, unknown>[];
}
const rowsOf = <T extends PgTable>(table: T, rows: T['$inferInsert'][]): TableRows => ({ table, rows });

function dropdownRows(): (typeof dropdownOptions.$inferInsert)[] {
  return (Object.entries(DEFAULT_DROPDOWN_OPTIONS) as [DropdownCategory, string[]][]).flatMap(([category, values]) =>
    values.map((value, sortOrder) => ({ category, value, sortOrder, hospitalId: null })),
  );
}

/** How many agencies each escalated request was offered to at the moment it was escalated. */
function escalatedOffersOf(trips: ReturnType<typeof generateTrips>): Map<string, number> {
  const escalatedAt = new Map(trips.tripRows.filter((t) => t.escalatedAt).map((t) => [t.id, t.escalatedAt!.getTime()]));
  const counts = new Map<string, number>();
  for (const r of trips.responseRows) {
    if (escalatedAt.get(r.tripId) === r.createdAt?.getTime()) counts.set(r.tripId, (counts.get(r.tripId) ?? 0) + 1);
  }
  return counts;
}
