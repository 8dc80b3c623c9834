import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { TRIP_PRIORITY_LABELS } from '@/domain/common/code-labels';
import { carryingFacts } from '@/domain/trips/carrying-facts';
import type { TripDetails, TripListItem } from '@/domain/trips/trip-answers';
import { phoneForDisplay } from '@/domain/common/phone-number';
import { Button } from '@/web/components/ui/button';
import { ErrorPanel } from '@/web/components/ui/error-panel';
import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { Modal } from '@/web/components/ui/modal';
import { errorText } from '@/web/lib/api-client';
import { EMS_UI } from '../ems-ui-texts';
import { formatDateTime } from '@/web/lib/format';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { TRIP_PANEL_UI } from '../trip-details-panel-texts';
import { FieldGroup, FieldRow, HandoverRecord, PriorityBadge, TripStatusBadge, useTrip } from '@/web/features/trip-requests';
import { CarryingFactsList } from '@/web/components/carrying-facts-list';
import { PrintTripSheet } from '@/web/components/trip-sheet/print-trip-sheet';
import { useTripContacts } from '../api/get-trip-contacts';
import { TripNeedBadges } from './trip-need-badges';
import { OFFER_UI } from '@/web/lib/offer-ui-texts';

const LABELS = PORTAL_UI.wizard.labels;

/**
 * A trip of an agency's list opened whole: everything the facility entered for the crew, whom to call, and the row's
 * own buttons (`actions`). The row's item is the fresher (the lists reload every 30 s); the details add the free texts.
 */
export function TripDetailsPanel({ trip, actions, onClose }: { trip: TripListItem; actions?: ReactNode; onClose(): void }) {
  const details = useTrip(trip.id);
  const footer = (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {actions}
      <Button variant="secondary" onClick={onClose}>
        {TRIP_PANEL_UI.close}
      </Button>
    </div>
  );
  return (
    <Modal open onClose={onClose} title={TRIP_PANEL_UI.title(trip.patientId)} wide footer={footer}>
      {details.isPending && <LoadingPanel label={TRIP_PANEL_UI.loading} />}
      {details.isError && (
        <ErrorPanel message={errorText(details.error, TRIP_PANEL_UI.loadFailed)} retryLabel={TRIP_PANEL_UI.retry} busy={details.isFetching} onRetry={() => void details.refetch()} />
      )}
      {details.data && <PanelBody trip={{ ...details.data, ...trip }} />}
    </Modal>
  );
}

function PanelBody({ trip }: { trip: TripDetails }) {
  const readyWindow = trip.readyStart && trip.readyEnd ? `${formatDateTime(trip.readyStart)} – ${formatDateTime(trip.readyEnd)}` : null;
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <TripStatusBadge status={trip.status} />
          <PriorityBadge priority={trip.priority} />
          <span className="ml-auto">
            <PrintTripSheet trip={trip} />
          </span>
        </div>
        <TripNeedBadges trip={trip} />
        <p className="text-sm break-words text-slate-700">{EMS_UI.route(trip.fromLocation, trip.toLocation)}</p>
      </div>
      <CarryingFactsList facts={carryingFacts(trip)} />
      <FieldGroup title={TRIP_PANEL_UI.sections.clinical}>
        <FieldRow label={LABELS.diagnosis} value={trip.diagnosis} />
      </FieldGroup>
      <FieldGroup title={TRIP_PANEL_UI.sections.trip}>
        <FieldRow label={LABELS.fromLocation} value={trip.fromLocation} />
        <FieldRow label={LABELS.toLocation} value={trip.toLocation} />
        <FieldRow label={LABELS.scheduledTime} value={formatDateTime(trip.scheduledTime)} />
        {trip.committedPickupAt && <FieldRow label={OFFER_UI.committedPickup} value={formatDateTime(trip.committedPickupAt)} />}
        <FieldRow label={TRIP_PANEL_UI.fields.readyWindow} value={readyWindow} />
        <FieldRow label={LABELS.transportLevel} value={trip.transportLevel} />
        <FieldRow label={TRIP_PANEL_UI.fields.priority} value={TRIP_PRIORITY_LABELS[trip.priority]} />
        <FieldRow label={LABELS.urgencyLevel} value={trip.urgencyLevel} />
      </FieldGroup>
      <Contacts tripId={trip.id} />
      {trip.handover && <HandoverRecord handover={trip.handover} />}
    </div>
  );
}

/** Each place to call, its contact person where the facility named one, its phone and e-mail as links. */
function Contacts({ tripId }: { tripId: string }) {
  const contacts = useTripContacts(tripId);
  const link = 'flex w-fit items-center gap-1.5 break-all text-blue-700 underline-offset-4 hover:underline';
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">{TRIP_PANEL_UI.sections.contacts}</h3>
      {contacts.isPending && <LoadingPanel label={TRIP_PANEL_UI.contactsLoading} />}
      {contacts.isError && (
        <ErrorPanel message={errorText(contacts.error, TRIP_PANEL_UI.contactsFailed)} retryLabel={TRIP_PANEL_UI.retry} busy={contacts.isFetching} onRetry={() => void contacts.refetch()} />
      )}
      {contacts.data?.length === 0 && <p className="text-sm text-slate-600">{TRIP_PANEL_UI.noContacts}</p>}
      {contacts.data && contacts.data.length > 0 && (
        <ul aria-label={TRIP_PANEL_UI.sections.contacts} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {contacts.data.map((c) => (
            <li key={c.role} className="space-y-1 rounded-lg border border-slate-200 p-3 text-sm">
              <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{TRIP_PANEL_UI.contactRoles[c.role]}</p>
              <p className="font-medium break-words text-slate-900">{c.name}</p>
              {c.contactName && <p className="text-slate-700">{c.contactName}</p>}
              {c.phone && (
                <a className={link} href={`tel:${c.phone.replace(/[^\d+]/g, '')}`} aria-label={TRIP_PANEL_UI.phone(phoneForDisplay(c.phone))}>
                  <Phone aria-hidden="true" className="size-4 shrink-0" />
                  {phoneForDisplay(c.phone)}
                </a>
              )}
              {c.email && (
                <a className={link} href={`mailto:${c.email}`} aria-label={TRIP_PANEL_UI.email(c.email)}>
                  <Mail aria-hidden="true" className="size-4 shrink-0" />
                  {c.email}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
