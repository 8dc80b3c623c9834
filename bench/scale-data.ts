// The "scale" data set: 2,000 agencies, 5,000 hospitals and 20,000 units, written in one transaction with
// INSERT … SELECT generate_series (a few statements, no per-row round trips), plus one ADMIN to sign in with.
import { sql } from 'drizzle-orm';
import type { SystemOverview } from '../src/domain/analytics/overview-answers';
import type { Db } from '../src/server/db/connect';
import { users } from '../src/server/db/schema';
import { hashPassword } from '../src/server/modules/secrets/passwords';

export const SCALE = { agencies: 2_000, hospitals: 5_000, unitsPerAgency: 10 } as const;

// Every Nth row is inactive, and every Mth (a multiple of N) of those still awaits review, so the lists carry
// all three states; the last unit of each agency is out of the fleet (inactive).
const AGENCY_INACTIVE_EVERY = 10;
const AGENCY_PENDING_EVERY = 50;
const HOSPITAL_INACTIVE_EVERY = 4;
const HOSPITAL_PENDING_EVERY = 40;

// Row i of generate_series: its city, state and zip_code …
const CITY_STATE_ZIP = sql.raw(`(array['Harrisburg', 'Lancaster', 'York', 'Altoona', 'Carlisle', 'Hershey'])[1 + i % 6], 'PA', (17000 + i % 1000)::text`);
// … and its latitude, longitude, is_active and requires_review
const placeAndState = (inactiveEvery: number, pendingEvery: number) =>
  sql.raw(`40 + (i % 100) / 100.0, -77 - (i % 100) / 100.0, i % ${inactiveEvery} <> 0, i % ${pendingEvery} = 0`);

const activeOf = (total: number, inactiveEvery: number) => total - Math.floor(total / inactiveEvery);

/** The overview the inserted rows must produce, worked out from the pattern above rather than read back. */
export function expectedOverview(): SystemOverview {
  const totalUnits = SCALE.agencies * SCALE.unitsPerAgency;
  return {
    totalHospitals: SCALE.hospitals,
    activeHospitals: activeOf(SCALE.hospitals, HOSPITAL_INACTIVE_EVERY),
    totalAgencies: SCALE.agencies,
    activeAgencies: activeOf(SCALE.agencies, AGENCY_INACTIVE_EVERY),
    totalFacilities: 0,
    activeFacilities: 0,
    totalUnits,
    activeUnits: totalUnits - SCALE.agencies,
  };
}

/** Writes the data set into a freshly migrated, empty database. */
export async function insertScaleData(db: Db, admin: { email: string; password: string }): Promise<void> {
  const passwordHash = await hashPassword(admin.password);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into hospitals (name, type, address, city, state, zip_code, phone, email, contact_name, capabilities,
                             region, latitude, longitude, is_active, requires_review)
      select 'Bench Regional Medical Center ' || lpad(i::text, 4, '0'),
             (array['Hospital', 'Clinic', 'Urgent Care', 'Rehabilitation Facility', 'Dialysis Center'])[1 + i % 5],
             i || ' Health Campus Drive',
             ${CITY_STATE_ZIP},
             '(717) 555-' || lpad((i % 10000)::text, 4, '0'),
             'transport' || i || '@bench-hospital.test',
             'Transfer Desk ' || i,
             array['Emergency', 'ICU', 'Cardiac'],
             'Central PA',
             ${placeAndState(HOSPITAL_INACTIVE_EVERY, HOSPITAL_PENDING_EVERY)}
      from generate_series(1, ${SCALE.hospitals}) as i`);

    await tx.execute(sql`
      insert into agencies (name, contact_name, phone, email, address, city, state, zip_code, service_type,
                            capabilities, service_area, status, latitude, longitude, is_active, requires_review)
      select 'Bench EMS ' || lpad(i::text, 4, '0'),
             'Dispatcher ' || i,
             '(717) 556-' || lpad((i % 10000)::text, 4, '0'),
             'dispatch' || i || '@bench-ems.test',
             i || ' Station Road',
             ${CITY_STATE_ZIP},
             (array['BLS', 'ALS', 'BLS/ALS', 'Critical Care'])[1 + i % 4],
             case i % 3 when 0 then array['BLS'] when 1 then array['BLS', 'ALS'] else array['BLS', 'ALS', 'CCT', 'Critical Care'] end,
             array['Dauphin County', 'Cumberland County'],
             case when i % ${AGENCY_PENDING_EVERY} = 0 then 'PENDING' when i % ${AGENCY_INACTIVE_EVERY} = 0 then 'INACTIVE' else 'ACTIVE' end,
             ${placeAndState(AGENCY_INACTIVE_EVERY, AGENCY_PENDING_EVERY)}
      from generate_series(1, ${SCALE.agencies}) as i`);

    await tx.execute(sql`
      insert into units (agency_id, unit_number, type, capabilities, is_active, current_status, latitude, longitude)
      select a.id,
             'Medic ' || a.i || '-' || n,
             (array['AMBULANCE', 'WHEELCHAIR_VAN', 'CRITICAL_CARE'])[1 + n % 3],
             case n % 3 when 0 then array['BLS', 'STRETCHER'] when 1 then array['WHEELCHAIR'] else array['CCT', 'MONITORING', 'VENTILATOR'] end,
             n <> ${SCALE.unitsPerAgency},
             (array['AVAILABLE', 'COMMITTED', 'OUT_OF_SERVICE', 'MAINTENANCE', 'OFF_DUTY'])[1 + (a.i + n) % 5],
             a.latitude,
             a.longitude
      from (select id, latitude, longitude, row_number() over (order by name) as i from agencies) as a
      cross join generate_series(1, ${SCALE.unitsPerAgency}) as n`);

    await tx.insert(users).values({
      email: admin.email,
      passwordHash,
      name: 'Bench Administrator',
      userType: 'ADMIN',
      status: 'ACTIVE',
      emailVerifiedAt: new Date(),
    });
  });
}
