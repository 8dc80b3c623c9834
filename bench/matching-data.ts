// The "matching" data set: 5,000 open agencies (and a few closed ones) spread over a disc around one hospital, each
// with units, written in one transaction with INSERT … SELECT generate_series; the hospital with its directory entry,
// a destination place and a HEALTHCARE user to sign in with. The bench's own expectation is worked out here too.
import { sql } from 'drizzle-orm';
import type { TransportLevel } from '../src/domain/common/enums';
import { greatCircleMiles, type LatLng } from '../src/domain/places/geo';
import type { Db } from '../src/server/db/connect';
import { rawRows } from '../src/server/db/raw-query';
import { facilities, hospitals, users } from '../src/server/db/schema';
import { hashPassword } from '../src/server/modules/secrets/passwords';

export const MATCHING = { openAgencies: 5_000, closedAgencies: 250, unitsPerAgency: 4, spreadMiles: 160 } as const;
export const NURSE = { email: 'bench-nurse@tcc.test', password: 'Bench-nurse-password-1' };

/** The hospital trips start from (Harrisburg, PA); the destination lies 20 miles due north of it. */
const ORIGIN: LatLng = { lat: 40.2732, lng: -76.8867 };
const MILES_PER_DEGREE_LAT = 69.05;
const HOSPITAL = 'Bench Matching Medical Center';
const DESTINATION = { name: 'Bench Matching Rehabilitation Center', milesNorth: 20 };

/**
 * Row i is kind i % 8: a service type and capabilities, with the levels the spec says it can carry (BLS ⊂ ALS ⊂ CCT;
 * the type's own level or a capability's, whichever is higher). Written out here rather than asked of the domain.
 */
const KINDS: { serviceType: string; capabilities: string[]; carries: TransportLevel[] }[] = [
  { serviceType: 'BLS', capabilities: ['BLS'], carries: ['BLS'] },
  { serviceType: 'ALS', capabilities: ['BLS', 'ALS'], carries: ['BLS', 'ALS'] },
  { serviceType: 'BLS/ALS', capabilities: [], carries: ['BLS', 'ALS'] },
  { serviceType: 'Critical Care', capabilities: ['CCT', 'Critical Care'], carries: ['BLS', 'ALS', 'CCT'] },
  { serviceType: 'Wheelchair Van', capabilities: ['Bariatric'], carries: ['BLS'] },
  { serviceType: 'Ground Ambulance', capabilities: ['ALS', 'Neonatal'], carries: ['BLS', 'ALS'] },
  { serviceType: 'Air Ambulance', capabilities: ['Critical Care'], carries: ['BLS', 'ALS', 'CCT'] },
  { serviceType: 'EMS', capabilities: ['Bariatric'], carries: [] },
];
const carriesByServiceType = new Map(KINDS.map((k) => [k.serviceType, k.carries]));

const quoted = (v: string) => `'${v.replaceAll("'", "''")}'`;
const SERVICE_TYPE = sql.raw(`(array[${KINDS.map((k) => quoted(k.serviceType)).join(', ')}])[1 + i % ${KINDS.length}]`);
const CAPABILITIES = sql.raw(
  `case i % ${KINDS.length} ${KINDS.map((k, n) => `when ${n} then array[${k.capabilities.map(quoted).join(', ')}]::text[]`).join(' ')} end`,
);

// Row i sits d miles from the origin at bearing t: the R2 low-discrepancy sequence spreads the rows evenly over the
// disc (d = spread·√u), so about (100 / spread)² of them lie within 100 miles. The offset in miles becomes degrees
// with a flat-earth step; the bench measures the stored points with the great-circle formula, like the server.
const frac = (x: number) => `(i::float8 * ${x} - floor(i::float8 * ${x}))`;
const PLACED = sql.raw(`(select i, ${MATCHING.spreadMiles} * sqrt(${frac(0.7548776662466927)}) as d,
                                2 * pi() * ${frac(0.5698402909980532)} as t
                         from generate_series(1, ${MATCHING.openAgencies + MATCHING.closedAgencies}) as i) as g`);
const LATITUDE = sql.raw(`${ORIGIN.lat} + d * cos(t) / ${MILES_PER_DEGREE_LAT}`);
const LONGITUDE = sql.raw(`${ORIGIN.lng} + d * sin(t) / (${MILES_PER_DEGREE_LAT} * cos(radians(${ORIGIN.lat})))`);

/** An agency as stored: what matching reads. */
export interface StoredAgency {
  id: string;
  serviceType: string;
  isActive: boolean;
  requiresReview: boolean;
  latitude: number;
  longitude: number;
}

export interface MatchingWorld {
  hospitalId: string;
  destination: { id: string; name: string };
  agencies: StoredAgency[];
}

/** Writes the data set into a freshly migrated, empty database and reads the agencies back as stored. */
export async function insertMatchingData(db: Db): Promise<MatchingWorld> {
  const passwordHash = await hashPassword(NURSE.password);
  return db.transaction(async (tx) => {
    // rows past the open ones are closed: switched off, every other one still awaiting review
    await tx.execute(sql`
      insert into agencies (name, contact_name, phone, email, address, city, state, zip_code, service_type,
                            capabilities, status, latitude, longitude, is_active, requires_review)
      select 'Bench Matching EMS ' || lpad(i::text, 4, '0'),
             'Dispatcher ' || i,
             '(717) 557-' || lpad((i % 10000)::text, 4, '0'),
             'dispatch' || i || '@bench-matching.test',
             i || ' Station Road', 'Harrisburg', 'PA', '17101',
             ${SERVICE_TYPE},
             ${CAPABILITIES},
             case when i <= ${MATCHING.openAgencies} then 'ACTIVE' when i % 2 = 0 then 'PENDING' else 'INACTIVE' end,
             ${LATITUDE},
             ${LONGITUDE},
             i <= ${MATCHING.openAgencies},
             i > ${MATCHING.openAgencies} and i % 2 = 0
      from ${PLACED}`);

    // unit 1 is free, 2 and 3 are busy, 4 is free but out of the fleet: every agency has 1 available of 4
    await tx.execute(sql`
      insert into units (agency_id, unit_number, type, capabilities, is_active, current_status)
      select a.id,
             'Unit ' || n,
             (array['AMBULANCE', 'WHEELCHAIR_VAN', 'CRITICAL_CARE', 'AMBULANCE'])[n],
             array['BLS', 'STRETCHER'],
             n <> 4,
             (array['AVAILABLE', 'COMMITTED', 'OUT_OF_SERVICE', 'AVAILABLE'])[n]
      from agencies as a
      cross join generate_series(1, ${MATCHING.unitsPerAgency}) as n`);

    const place = { address: '1 Front Street', city: 'Harrisburg', state: 'PA', zipCode: '17101', latitude: ORIGIN.lat, longitude: ORIGIN.lng };
    const [hospital] = await tx
      .insert(hospitals)
      .values({ name: HOSPITAL, type: 'Hospital', ...place, isActive: true, requiresReview: false })
      .returning({ id: hospitals.id });
    const hospitalId = hospital!.id;
    const north = { latitude: ORIGIN.lat + DESTINATION.milesNorth / MILES_PER_DEGREE_LAT, longitude: ORIGIN.lng };
    const entries = await tx
      .insert(facilities)
      .values([
        { name: HOSPITAL, type: 'Hospital', ...place, hospitalId },
        { name: DESTINATION.name, type: 'Rehabilitation Facility', ...place, address: '400 Recovery Lane', ...north },
      ])
      .returning({ id: facilities.id, name: facilities.name });
    const destination = entries.find((e) => e.name === DESTINATION.name)!;
    await tx.insert(users).values({
      email: NURSE.email,
      passwordHash,
      name: 'Bench Nurse',
      userType: 'HEALTHCARE',
      status: 'ACTIVE',
      hospitalId,
      emailVerifiedAt: new Date(),
    });

    const agencies = await rawRows<StoredAgency>(
      tx,
      sql`select id, service_type as "serviceType", is_active as "isActive", requires_review as "requiresReview", latitude, longitude
          from agencies`,
    );
    return { hospitalId, destination, agencies };
  });
}

/**
 * The bench's own answer: agencies approved and switched on within `radiusMiles` of the hospital (edge included),
 * measured from their stored points; with a level, only those whose kind carries it. Each with its miles.
 */
export function expectedWithin(agencies: readonly StoredAgency[], radiusMiles: number, level?: TransportLevel) {
  const within: { id: string; miles: number }[] = [];
  for (const a of agencies) {
    if (!a.isActive || a.requiresReview) continue;
    if (level && !carriesByServiceType.get(a.serviceType)?.includes(level)) continue;
    const miles = greatCircleMiles(ORIGIN, { lat: a.latitude, lng: a.longitude });
    if (miles <= radiusMiles) within.push({ id: a.id, miles });
  }
  return within.sort((x, y) => x.miles - y.miles);
}
