import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { TRIP_MESSAGES } from '@/domain/portals/healthcare-portal-texts';
import { HEALTHCARE_TABS, portalTabHref } from '@/web/app/paths';
import { Alert } from '@/web/components/ui/alert';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';

const CREATED_TEXTS = PORTAL_UI.wizard.created;

/** The request just created, as the banner names it. */
export interface CreatedTrip {
  id: string;
  tripNumber: string;
}

/**
 * 'Transport request created successfully!' with the new trip's number and a link that opens it in Transport
 * Requests. With `takeFocus` it is brought into view and read out as it appears (then `onFocused`); with `onDismiss`
 * it has a close button.
 */
export function TripCreatedBanner({
  trip,
  takeFocus = false,
  onFocused,
  onDismiss,
}: {
  trip: CreatedTrip;
  takeFocus?: boolean;
  onFocused?(): void;
  onDismiss?(): void;
}) {
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!takeFocus || !banner.current) return;
    banner.current.focus();
    banner.current.scrollIntoView({ block: 'nearest' });
    onFocused?.();
  }, [takeFocus, onFocused]);
  return (
    <Alert tone="success" ref={banner}>
      <div className="flex items-start justify-between gap-3">
        <div className="space-y-0.5">
          <p className="font-medium">{TRIP_MESSAGES.created}</p>
          <p>
            {CREATED_TEXTS.tripNumber(trip.tripNumber)}
            <span aria-hidden="true"> · </span>
            <Link href={portalTabHref(HEALTHCARE_TABS.requests, { trip: trip.id })} className="font-medium underline underline-offset-2 hover:text-green-950">
              {CREATED_TEXTS.open(trip.tripNumber)}
            </Link>
          </p>
        </div>
        {onDismiss && (
          <button type="button" aria-label={CREATED_TEXTS.dismiss} onClick={onDismiss} className="-my-0.5 rounded p-0.5 opacity-70 hover:opacity-100">
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
    </Alert>
  );
}
