// The destination and agencies an order names, matched to TCC's directory; 422 naming the element when one matches nothing.
import { and, eq, sql } from 'drizzle-orm';
import { FhirProblem } from '@/domain/fhir/fhir-problem';
import type { PartyRef } from '@/domain/fhir/service-request';
import type { Db } from '@/server/db/connect';
import { agencies } from '@/server/db/schema';
import { isUuid } from '@/server/http/ids';
import { matchedPlace } from '../trips';

const unmatched = (ref: PartyRef, what: string) =>
  new FhirProblem(422, `${ref.expression}: no ${what} of TCC matches ${ref.id ? `identifier ${ref.id}` : `the name ${JSON.stringify(ref.name)}`}`, ref.expression, 'processing');

/** The destination: an active place of the directory, by id or by name as the wizard matches one. */
export async function orderDestination(db: Db, ref: PartyRef): Promise<{ placeId: string; name: string }> {
  const place = await matchedPlace(db, ref);
  if (!place?.placeId) throw unmatched(ref, 'active place');
  return { placeId: place.placeId, name: place.name };
}

/** An active agency by id, else by its name (one active agency per name, whatever the case). */
async function agencyOf(db: Db, ref: PartyRef): Promise<{ id: string; name: string }> {
  const where = ref.id
    ? isUuid(ref.id)
      ? eq(agencies.id, ref.id)
      : undefined
    : sql`lower(${agencies.name}) = lower(${ref.name ?? ''}::text)`;
  const [row] = where ? await db.select({ id: agencies.id, name: agencies.name }).from(agencies).where(and(where, eq(agencies.isActive, true))) : [];
  if (!row) throw unmatched(ref, 'active agency');
  return row;
}

/** The agencies the order names, in its order; the shared offering rule then checks each can take the trip. */
export async function orderAgencies(db: Db, refs: readonly PartyRef[]): Promise<{ id: string; name: string }[]> {
  const found: { id: string; name: string }[] = [];
  for (const ref of refs) found.push(await agencyOf(db, ref));
  return found;
}
