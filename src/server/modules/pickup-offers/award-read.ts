// What an award reads beside the request, in the statement that reads the request for the move (trip-as-read.ts):
// every offer of the request, and what the offer named commits to with its agency's user who accepts. The request is
// read as its facility or the control center sees it, whose offered agencies name every offer's agency.
import { sql } from 'drizzle-orm';
import type { CredentialExpiry } from '@/domain/credentials/credential-rules';
import type { PickupOfferStatus } from '@/domain/trips/pickup-offers';
import { isUuid } from '@/server/http/ids';
import { unitFirstExpiryOf } from '../credentials';
import { isoText, type ReadBeside, type TripAsRead } from '../trips';

/** An offer as awards and withdrawals are judged on it (offer-lines.ts). */
export interface OfferAsKnown {
  agencyId: string;
  agencyName: string;
  status: PickupOfferStatus;
}

/** What the offer named commits its agency to, and its agency's user the accept is made as (null: it has none). */
export interface OfferToAward {
  pickupAt: string;
  unitId: string | null;
  unitNumber: string | null;
  /** The named unit's credential that expires first: a unit whose credential has lapsed since the offer is not sent. */
  unitFirstExpiry: CredentialExpiry | null;
  /** The agency's own rule: an accept names a unit. */
  requiresUnit: boolean;
  actor: { id: string; name: string; email: string } | null;
}

export interface AwardFacts {
  /** Every offer of the request, by id. */
  offers: Record<string, Omit<OfferAsKnown, 'agencyName'>>;
  /** Null when the request has no offer by that id. */
  offer: OfferToAward | null;
}

// One pass over the request's offers. The accept is the offer's maker's, else any user of the agency, an active one
// first. Correlated with the request's row, as trip-as-read.ts writes it out.
const FACTS = sql<AwardFacts>`(select json_build_object(
    'offers', coalesce(json_object_agg(o.id, json_build_object('agencyId', o.agency_id, 'status', o.status)), '{}'),
    'offer', (json_agg(json_build_object('pickupAt', ${sql.raw(isoText('o.pickup_at'))}, 'unitId', o.unit_id,
        'unitNumber', (select u.unit_number from units as u where u.id = o.unit_id),
        'unitFirstExpiry', ${unitFirstExpiryOf(sql.raw('o.unit_id'))},
        'requiresUnit', (select a.require_unit_on_accept from agencies as a where a.id = o.agency_id),
        'actor', (select json_build_object('id', u.id, 'name', u.name, 'email', u.email) from users as u
          where u.agency_id = o.agency_id and u.user_type = 'EMS' order by u.id = o.offered_by_id desc, u.status = 'ACTIVE' desc limit 1)))
      filter (where o.id = ${sql.placeholder('offerId')})) -> 0)
  from pickup_offers as o where o.trip_id = trips.id)`;

/** The award's facts of the offer `offerId` (any text: an id that is none names no offer), read beside its request. */
export const awardFactsOf = (offerId: string): ReadBeside<AwardFacts> => ({ key: '_award', column: FACTS, values: { offerId: isUuid(offerId) ? offerId : null } });

/** The request's offers as read, each with its agency's name. */
export function offersAsKnown({ beside, shown }: TripAsRead & { beside: AwardFacts }): Record<string, OfferAsKnown> {
  const names = new Map(shown.offeredAgencies.map((a) => [a.id, a.name]));
  return Object.fromEntries(Object.entries(beside.offers).map(([id, o]) => [id, { ...o, agencyName: names.get(o.agencyId) ?? '' }]));
}
