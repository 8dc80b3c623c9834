import QRCode from 'qrcode';
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { TRIP_STATUS_LABELS } from '@/domain/common/code-labels';
import { buildingInWords, carryingFacts } from '@/domain/trips/carrying-facts';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { stepRule } from '@/domain/trips/trip-steps';
import { formatDateTime } from '@/web/lib/format';
import { TRIP_SHEET_UI } from '@/web/lib/trip-sheet-ui-texts';
import { CarryingFactsList } from '../carrying-facts-list';
import './trip-sheet.css';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : TRIP_SHEET_UI.notYet);

/** The trip number as an SVG QR code, drawn in the browser: no outside service sees a trip. */
function useQrCode(tripNumber: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toString(tripNumber, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }).then((svg) => {
      if (live) setUrl(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [tripNumber]);
  return url;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="trip-sheet-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="trip-sheet-section">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** A place with where in its building to go. */
const placeText = (name: string, building: string | null) => (building ? `${name} — ${building}` : name);

/**
 * The trip on one printed page: number and QR code, patient id, places with their building details, times, level,
 * how the patient is carried, contacts, agency and unit, the timeline with the crew's steps, and the hand-over (or room to sign on paper).
 * Kept off the screen unless `onScreen`; printing shows it alone (trip-sheet.css).
 */
export default function TripSheet({ trip, onReady, onScreen = false }: { trip: TripDetails; onReady?: () => void; onScreen?: boolean }) {
  const qr = useQrCode(trip.tripNumber);
  // ready once, when the QR code is drawn: a sheet printed before would lack it
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (qr === null || ready) return;
    setReady(true);
    onReady?.();
  }, [qr, ready, onReady]);
  const FIELDS_TEXTS = TRIP_SHEET_UI.fields;
  const contact = trip.facilityContact;
  const sheet = (
    <article className={onScreen ? 'trip-sheet trip-sheet-on-screen' : 'trip-sheet'} aria-label={TRIP_SHEET_UI.title}>
      <header className="trip-sheet-header">
        <div>
          <p className="trip-sheet-kicker">{TRIP_SHEET_UI.title}</p>
          <h1>{trip.tripNumber}</h1>
          <p>
            {FIELDS_TEXTS.patientId}: <strong>{trip.patientId}</strong>
          </p>
        </div>
        {qr && <img src={qr} alt={TRIP_SHEET_UI.qrAlt(trip.tripNumber)} className="trip-sheet-qr" />}
      </header>
      <div className="trip-sheet-columns">
        <Section title={TRIP_SHEET_UI.sections.trip}>
          <dl>
            <Row label={FIELDS_TEXTS.level}>{trip.transportLevel}</Row>
            <Row label={FIELDS_TEXTS.urgency}>{trip.urgencyLevel}</Row>
            <Row label={FIELDS_TEXTS.pickup}>{placeText(trip.fromLocation, buildingInWords({ department: trip.fromDepartment, floor: trip.fromFloor, room: trip.fromRoom }))}</Row>
            <Row label={FIELDS_TEXTS.destination}>{placeText(trip.toLocation, buildingInWords({ department: trip.toDepartment, floor: trip.toFloor, room: trip.toRoom }))}</Row>
          </dl>
        </Section>
        <Section title={TRIP_SHEET_UI.sections.times}>
          <dl>
            <Row label={FIELDS_TEXTS.scheduled}>{formatDateTime(trip.scheduledTime)}</Row>
            {trip.readyStart && trip.readyEnd && <Row label={FIELDS_TEXTS.readyWindow}>{`${formatDateTime(trip.readyStart)} – ${formatDateTime(trip.readyEnd)}`}</Row>}
            {trip.committedPickupAt && <Row label={FIELDS_TEXTS.committedPickup}>{formatDateTime(trip.committedPickupAt)}</Row>}
            <Row label={FIELDS_TEXTS.accepted}>{when(trip.acceptedTimestamp)}</Row>
            <Row label={FIELDS_TEXTS.pickedUp}>{when(trip.pickupTimestamp)}</Row>
            <Row label={FIELDS_TEXTS.completed}>{when(trip.completionTimestamp)}</Row>
          </dl>
        </Section>
      </div>
      <CarryingFactsList facts={carryingFacts(trip)} />
      <div className="trip-sheet-columns">
        <Section title={TRIP_SHEET_UI.sections.contacts}>
          <dl>
            <Row label={FIELDS_TEXTS.requester}>{contact ? [contact.contactName, contact.name, contact.phone].filter(Boolean).join(', ') : TRIP_SHEET_UI.notYet}</Row>
          </dl>
        </Section>
        <Section title={TRIP_SHEET_UI.sections.carrier}>
          <dl>
            <Row label={FIELDS_TEXTS.agency}>{trip.assignedAgency?.name ?? TRIP_SHEET_UI.notYet}</Row>
            <Row label={FIELDS_TEXTS.unit}>{trip.assignedUnitNumber ?? TRIP_SHEET_UI.notYet}</Row>
          </dl>
        </Section>
      </div>
      <div className="trip-sheet-columns">
        <Section title={TRIP_SHEET_UI.sections.timeline}>
          <ol>
            {trip.history.map((h, i) => (
              <li key={`${h.at}-${i}`}>
                {formatDateTime(h.at)} · {TRIP_STATUS_LABELS[h.toStatus]}
                {h.actorName ? ` · ${[h.actorName, h.actorOrganisation].filter(Boolean).join(', ')}` : ''}
              </li>
            ))}
          </ol>
        </Section>
        <Section title={TRIP_SHEET_UI.sections.steps}>
          {trip.steps.length === 0 ? (
            <p>{TRIP_SHEET_UI.noSteps}</p>
          ) : (
            <ol>
              {trip.steps.map((s) => (
                <li key={s.id}>
                  {formatDateTime(s.occurredAt)} · {stepRule(s.step).label} · {s.recordedBy}
                </li>
              ))}
            </ol>
          )}
        </Section>
      </div>
      <Section title={TRIP_SHEET_UI.sections.handOver}>
        {trip.handover ? (
          <dl>
            <Row label={FIELDS_TEXTS.receivedBy}>{trip.handover.receiverName ?? TRIP_SHEET_UI.notYet}</Row>
            <Row label={FIELDS_TEXTS.handedOverAt}>{formatDateTime(trip.handover.at)}</Row>
            {trip.handover.noSignatureReason && <Row label={FIELDS_TEXTS.noSignature}>{trip.handover.noSignatureReason}</Row>}
            {trip.handover.signature && (
              <Row label={FIELDS_TEXTS.signature}>
                <img src={trip.handover.signature} alt={TRIP_SHEET_UI.signatureAlt} className="trip-sheet-signature" />
              </Row>
            )}
          </dl>
        ) : (
          // no hand-over recorded yet: room to sign on paper
          <div className="trip-sheet-sign">
            <div>
              <span>{FIELDS_TEXTS.receivedBy}</span>
            </div>
            <div>
              <span>{FIELDS_TEXTS.signature}</span>
            </div>
          </div>
        )}
      </Section>
    </article>
  );
  // printed, it stands beside the app (trip-sheet.css hides everything else); on a screen, where it is shown
  return onScreen ? sheet : createPortal(sheet, document.body);
}
