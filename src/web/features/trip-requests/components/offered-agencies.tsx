import { Badge, type BadgeTone } from '@/web/components/ui/badge';
import { formatTime } from '@/web/lib/format';
import { OFFER_UI } from '@/web/lib/offer-ui-texts';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { AGENCY_RESPONSE_LABELS } from '@/domain/common/code-labels';
import type { PickupOfferView } from '@/domain/trips/pickup-offer-answers';
import type { PickupOfferStatus } from '@/domain/trips/pickup-offers';
import type { OfferedAgency } from '@/domain/trips/trip-answers';
import { usePickupOffers } from '../api/get-pickup-offers';

const DETAILS_TEXTS = PORTAL_UI.details;
const TONE: Record<OfferedAgency['response'], BadgeTone> = { OFFERED: 'slate', ACCEPTED: 'green', DECLINED: 'red' };
const OFFER_TONE: Record<PickupOfferStatus, BadgeTone> = { OFFERED: 'blue', TO_CONFIRM: 'amber', AWARDED: 'green', NOT_AWARDED: 'slate', WITHDRAWN: 'red' };

/** An agency's answer in words: its pickup offer on a compare-offers request, its reason when it declined, else the response. */
function answerOf(r: OfferedAgency, offer: PickupOfferView | undefined): { text: string; tone: BadgeTone } {
  if (offer) return { text: OFFER_UI.facility.answer[offer.status](formatTime(offer.pickupTime)), tone: OFFER_TONE[offer.status] };
  if (r.response === 'DECLINED' && r.declineReason) return { text: DETAILS_TEXTS.declinedBecause(r.declineReason), tone: TONE.DECLINED };
  return { text: AGENCY_RESPONSE_LABELS[r.response], tone: TONE[r.response] };
}

/** The agencies the request was offered to, nearest first, and how each has answered (`offers`: their pickup offers). */
export function OfferedAgencies({ offered, offers = [] }: { offered: readonly OfferedAgency[]; offers?: readonly PickupOfferView[] }) {
  if (offered.length === 0) return <p className="text-sm text-slate-600">{DETAILS_TEXTS.noAgencies}</p>;
  const ordered = [...offered].sort((a, b) => (a.distanceMiles ?? Infinity) - (b.distanceMiles ?? Infinity));
  return (
    <ul aria-label={DETAILS_TEXTS.sections.agencies} className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {ordered.map((r) => {
        const answer = answerOf(
          r,
          offers.find((o) => o.agencyId === r.id),
        );
        return (
          <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
            <span className="min-w-0">
              <span className="font-medium text-slate-900">{r.name}</span>
              {r.distanceMiles !== null && <span className="ml-2 text-xs text-slate-500">{DETAILS_TEXTS.miles(r.distanceMiles)}</span>}
            </span>
            <Badge tone={answer.tone}>{answer.text}</Badge>
          </li>
        );
      })}
    </ul>
  );
}

/** Agencies asked on a compare-offers request: each agency's answer with the pickup time it offered. */
export function OfferedAgenciesWithOffers({ tripId, offered }: { tripId: string; offered: readonly OfferedAgency[] }) {
  const offers = usePickupOffers(tripId);
  return <OfferedAgencies offered={offered} offers={offers.data?.offers} />;
}
