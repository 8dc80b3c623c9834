import { Clock, Phone } from 'lucide-react';
import { useState } from 'react';
import { phoneForDisplay } from '@/domain/common/phone-number';
import type { WaitingTrip } from '@/domain/analytics/overview-attention';
import { ESCALATION_SCREEN } from '@/domain/trips/escalation';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { CENTER_ACTION_UI } from '@/web/lib/center-action-ui-texts';
import { formatWaited } from '@/web/lib/format';
import { ATTENTION_UI } from '../overview-ui-texts';
import { PriorityBadge } from '@/web/features/trip-requests';

const ATTENTION_TEXTS = CENTER_ACTION_UI.attention;
// narrower than a small button's own padding: the four fit on one line in a third of a desktop screen
const TIGHT = 'px-2.5!';

/** What a row's buttons open over the Overview: Offer again, Cancel or the details. */
export type RowAction = 'reoffer' | 'cancel' | 'view';

/**
 * A waiting or escalated request with what resolves it in place: Offer again, Call (whom to call, each number a tel:
 * link), Cancel and View. The row leaves the list once its trip has an agency or is cancelled, by anyone.
 */
export function AttentionRow({ trip, onAct }: { trip: WaitingTrip; onAct(action: RowAction, trip: WaitingTrip): void }) {
  const [calling, setCalling] = useState(false);
  return (
    <li className="space-y-2 py-3 first:pt-0">
      <div>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-mono font-semibold text-slate-900">{trip.tripNumber}</span>
          <PriorityBadge priority={trip.priority} />
          {trip.escalatedAt && <Badge tone="red">{ESCALATION_SCREEN.badge}</Badge>}
        </div>
        <p className="wrap-break-word text-slate-600">{ATTENTION_UI.route(trip.fromLocation, trip.toLocation)}</p>
        <p className="flex items-center gap-1 text-xs font-medium text-amber-800">
          <Clock aria-hidden="true" className="size-3.5" />
          {ATTENTION_UI.waited(formatWaited(trip.waitingMinutes))}
        </p>
      </div>
      <div role="group" aria-label={ATTENTION_TEXTS.rowActions(trip.tripNumber)} className="flex flex-wrap items-center gap-1">
        <Button size="sm" variant="secondary" className={TIGHT} onClick={() => onAct('reoffer', trip)}>
          {ATTENTION_TEXTS.offerAgain}
        </Button>
        <Button size="sm" variant="secondary" className={TIGHT} aria-expanded={calling} onClick={() => setCalling((c) => !c)}>
          {ATTENTION_TEXTS.call}
        </Button>
        <Button size="sm" variant="secondary" className={`${TIGHT} text-red-700 hover:bg-red-50`} onClick={() => onAct('cancel', trip)}>
          {ATTENTION_TEXTS.cancel}
        </Button>
        <Button size="sm" variant="link" className="ml-1" onClick={() => onAct('view', trip)}>
          {ATTENTION_TEXTS.view}
        </Button>
      </div>
      {calling && <CallList trip={trip} />}
    </li>
  );
}

/** The facility and the agencies offered the trip, each with its number to call. */
function CallList({ trip }: { trip: WaitingTrip }) {
  return (
    <ul aria-label={ATTENTION_TEXTS.callList(trip.tripNumber)} className="space-y-1 rounded-lg border border-slate-200 bg-slate-50 p-2 text-sm">
      <CallLine name={trip.facility.name} detail={ATTENTION_TEXTS.facility} phone={trip.facility.phone} />
      {trip.agencies.map((a) => (
        <CallLine key={a.id} name={a.name} detail={ATTENTION_TEXTS.answer[a.answer]} phone={a.phone} />
      ))}
      {trip.agencies.length === 0 && <li className="text-slate-600">{ATTENTION_TEXTS.noAgencies}</li>}
    </ul>
  );
}

function CallLine({ name, detail, phone }: { name: string; detail: string; phone: string | null }) {
  const shown = phoneForDisplay(phone);
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-2">
      <span className="min-w-0">
        <span className="font-medium text-slate-900">{name}</span> <span className="text-xs text-slate-500">({detail})</span>
      </span>
      {phone ? (
        <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} aria-label={ATTENTION_TEXTS.callLabel(name, shown)} className="flex items-center gap-1 text-blue-700 underline-offset-4 hover:underline">
          <Phone aria-hidden="true" className="size-3.5 shrink-0" />
          {shown}
        </a>
      ) : (
        <span className="text-xs text-slate-500">{ATTENTION_TEXTS.noPhone}</span>
      )}
    </li>
  );
}
