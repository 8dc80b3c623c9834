// GET /api/trips/{id}/contacts: whom a crew can call about a trip it may see, read when its details panel opens.
import { and, eq, sql } from 'drizzle-orm';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import type { TripContact } from '@/domain/trips/trip-answers';
import type { Db } from '@/server/db/connect';
import { preparedQueries } from '@/server/db/prepared';
import { trips } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { knownIdOr404 } from '@/server/http/ids';
import type { Caller } from '@/server/plugins/auth';
import { type ScopeOf, scopeShape, tripScope } from './trip-scope';

/**
 * The requesting facility's contact, then the pickup's and the destination's own lines, as one JSON array; a place with
 * no contact name, phone or e-mail to give is left out. Written with table names, as the subqueries are correlated.
 */
const contactsOfTrip = sql<TripContact[]>`(select coalesce(json_agg(json_build_object('role', c.role, 'name', c.name,
    'contactName', c.contact_name, 'phone', c.phone, 'email', c.email) order by c.n), '[]')
  from (
    select 1 as n, 'requester' as role, h.name, nullif(h.contact_name, '') as contact_name, nullif(h.phone, '') as phone,
      nullif(h.email, '') as email from hospitals as h where h.id = trips.hospital_id
    union all select 2, 'pickup', f.name, null, nullif(f.phone, ''), nullif(f.email, '') from facilities as f
      where f.id = trips.origin_facility_id
    union all select 3, 'destination', f.name, null, nullif(f.phone, ''), nullif(f.email, '') from facilities as f
      where f.id = trips.destination_facility_id
  ) as c where coalesce(c.contact_name, c.phone, c.email) is not null)`;

// the trip's scope is the details' own (trip-scope.ts): an agency the trip is not offered to, or that declined it, gets 404
const prepareContacts = (db: Db, key: string, shape: ScopeOf) =>
  db
    .select({ contacts: contactsOfTrip })
    .from(trips)
    .where(and(eq(trips.id, sql.placeholder('id')), tripScope(shape)))
    .prepare(`trip_contacts_${key}`);
const contactsQueries = preparedQueries<ReturnType<typeof prepareContacts>>();

export async function getTripContacts(db: Db, caller: Caller, id: string): Promise<TripContact[]> {
  const tripId = knownIdOr404(id, TRIP_ERRORS.notFound);
  const { shape, key, values } = scopeShape(caller);
  const [row] = await contactsQueries(db, key, () => prepareContacts(db, key, shape)).execute({ id: tripId, ...values });
  if (!row) throw notFound(TRIP_ERRORS.notFound);
  return row.contacts;
}
