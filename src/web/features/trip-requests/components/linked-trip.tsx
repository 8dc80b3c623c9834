import { Alert } from '@/web/components/ui/alert';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { errorText } from '@/web/lib/api-client';
import { formatDateTime } from '@/web/lib/format';
import { LINKED_RETURN_UI } from '@/web/lib/linked-return-ui-texts';
import { useTrip } from '../api/get-trip';
import { useReleaseReturn } from '../api/release-return';
import { TripStatusBadge } from './trip-badges';

/**
 * The other trip of a linked pair ("Return trip" on the outbound, "Outbound trip" on the return) with a button that
 * opens it; on a will-call return still waiting, Release return for those who may.
 */
export function LinkedTrip({ trip, onOpen, canRelease }: { trip: TripDetails; onOpen(id: string): void; canRelease: boolean }) {
  const otherId = trip.returnTripId ?? trip.outboundTripId;
  const other = useTrip(otherId);
  if (!otherId && !trip.returnKind) return null;
  const title = trip.returnTripId ? LINKED_RETURN_UI.details.returnTrip : LINKED_RETURN_UI.details.outboundTrip;
  const ret = trip.returnTripId ? other.data : trip;
  return (
    <section aria-label={title} className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {other.data && (
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span className="font-mono">{other.data.tripNumber}</span>
          <TripStatusBadge status={other.data.status} />
          <span>{formatDateTime(other.data.scheduledTime)}</span>
          <Button variant="secondary" size="sm" onClick={() => onOpen(other.data.id)}>
            {LINKED_RETURN_UI.details.open(other.data.tripNumber)}
          </Button>
        </div>
      )}
      {ret?.returnKind && <ReturnState ret={ret} canRelease={canRelease} />}
    </section>
  );
}

/** A return's kind and, while it waits unoffered, what it waits for; Release return, and what the release did. */
function ReturnState({ ret, canRelease }: { ret: TripDetails; canRelease: boolean }) {
  // held here, not in the button: the release's answer stays on screen once the refreshed return no longer waits
  const release = useReleaseReturn();
  const waiting = ret.status === 'PENDING' && ret.returnOpenedAt === null;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone="purple">{LINKED_RETURN_UI.details.returnKind[ret.returnKind!]}</Badge>
        {waiting && <span className="text-slate-700">{ret.returnKind === 'WILL_CALL' ? LINKED_RETURN_UI.details.awaitingRelease : LINKED_RETURN_UI.details.awaitingOutbound}</span>}
      </div>
      {release.isSuccess && <Alert tone="success">{LINKED_RETURN_UI.details.released(release.data.firstLookAgency)}</Alert>}
      {release.isError && <Alert tone="error">{errorText(release.error, LINKED_RETURN_UI.details.releaseFailed)}</Alert>}
      {/* one button: a double click releases once, the server refusing the second */}
      {waiting && ret.returnKind === 'WILL_CALL' && canRelease && !release.isSuccess && (
        <Button size="sm" busy={release.isPending} disabled={release.isPending} onClick={() => release.mutate(ret.id)}>
          {release.isPending ? LINKED_RETURN_UI.details.releasing : LINKED_RETURN_UI.details.release}
        </Button>
      )}
    </div>
  );
}
