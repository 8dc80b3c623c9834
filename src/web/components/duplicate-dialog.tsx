import type { Wire } from '@/domain/common/answers';
import type { duplicateSeriesSchema } from '@/domain/standing-orders/series-duplicates';
import type { duplicateTripSchema } from '@/domain/trips/duplicate-requests';
import { TRIP_STATUS_LABELS } from '@/domain/common/code-labels';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { ApiRequestError } from '@/web/lib/api-client';
import { DUPLICATE_UI } from '@/web/lib/duplicate-ui-texts';
import { formatDate, formatDateTime } from '@/web/lib/format';
import { DAY_LABELS, STANDING_ORDER_UI } from '@/web/lib/standing-order-ui-texts';

export type DuplicateTrip = Wire<typeof duplicateTripSchema>;
export type DuplicateSeries = Wire<typeof duplicateSeriesSchema>;

/** The match a 409 names in `duplicateOf`, or null for any other failure. */
export function duplicateOf<T extends DuplicateTrip | DuplicateSeries>(err: unknown): T | null {
  if (!(err instanceof ApiRequestError) || err.status !== 409) return null;
  const match = (err.payload as { duplicateOf?: T } | null)?.duplicateOf;
  return match ?? null;
}

interface Asking {
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before a request that repeats an open one of the same patient is saved: the match, and a second transport or back. */
export function DuplicateTripDialog({ match, ...asking }: { match: DuplicateTrip | null } & Asking) {
  return (
    <ConfirmDialog
      open={match !== null}
      title={DUPLICATE_UI.tripTitle}
      message={
        match && (
          <>
            <span className="block">
              {DUPLICATE_UI.trip({ ...match, when: formatDateTime(match.scheduledTime), status: TRIP_STATUS_LABELS[match.status] })}
            </span>
            <span className="mt-2 block">{DUPLICATE_UI.tripQuestion}</span>
          </>
        )
      }
      confirmLabel={DUPLICATE_UI.tripConfirm}
      cancelLabel={DUPLICATE_UI.goBack}
      {...asking}
    />
  );
}

/** The same question for a standing order that repeats an open series of the same patient. */
export function DuplicateSeriesDialog({ match, ...asking }: { match: DuplicateSeries | null } & Asking) {
  const days = match?.daysOfWeek ? match.daysOfWeek.map((d) => DAY_LABELS[d]).join(', ') : match ? STANDING_ORDER_UI.everyDays(match.everyDays ?? 1) : '';
  return (
    <ConfirmDialog
      open={match !== null}
      title={DUPLICATE_UI.seriesTitle}
      message={
        match && (
          <>
            <span className="block">{DUPLICATE_UI.series({ ...match, days, from: formatDate(`${match.startDate}T12:00:00Z`) })}</span>
            <span className="mt-2 block">{DUPLICATE_UI.seriesQuestion}</span>
          </>
        )
      }
      confirmLabel={DUPLICATE_UI.seriesConfirm}
      cancelLabel={DUPLICATE_UI.goBack}
      {...asking}
    />
  );
}
