import { useState } from 'react';
import { type CenterAction, centerActionsOn } from '@/domain/trips/center-action-rules';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { CENTER_ACTION_UI } from '@/web/lib/center-action-ui-texts';
import { ChangeRequestForm } from '@/web/features/trip-requests';
import { AddNoteForm } from './add-note-form';
import { CancelTripDialog } from './cancel-trip-dialog';
import { OfferAgainForm } from './offer-again-form';
import { PhoneAcceptanceForm } from './phone-acceptance-form';

const PANEL_TEXTS = CENTER_ACTION_UI.panel;
/** The actions opened from the panel's buttons; the award is made on an offer of the Pickup offers list. */
type PanelAction = Exclude<CenterAction, 'award'>;
const DONE: Record<PanelAction, string> = {
  cancel: CENTER_ACTION_UI.cancel.done,
  change: '',
  reoffer: CENTER_ACTION_UI.reoffer.done,
  phoneAcceptance: CENTER_ACTION_UI.phone.done,
  note: CENTER_ACTION_UI.note.done,
};

/**
 * The control center's actions on the trip in its details, each offered only where the trip's state allows it; one
 * action's form is open at a time, and closes when done with a line saying so (the details then show the trip as it is).
 */
export function CenterActionsPanel({ trip }: { trip: TripDetails }) {
  const [open, setOpen] = useState<PanelAction | null>(null);
  const [done, setDone] = useState<PanelAction | null>(null);
  const actions = centerActionsOn(trip, new Date()).filter((a): a is PanelAction => a !== 'award');
  const finish = (action: PanelAction) => () => {
    setOpen(null);
    setDone(action);
  };
  const shown = open !== null && actions.includes(open) ? open : null;
  return (
    <section aria-labelledby={`center-actions-${trip.id}`} className="space-y-3 rounded-lg border border-blue-200 bg-blue-50/40 p-3">
      <div>
        <h3 id={`center-actions-${trip.id}`} className="text-sm font-semibold text-slate-900">
          {PANEL_TEXTS.title}
        </h3>
        <p className="text-xs text-slate-600">{PANEL_TEXTS.hint}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {actions.map((a) => (
          <Button
            key={a}
            size="sm"
            variant="secondary"
            aria-expanded={a === 'cancel' ? undefined : shown === a}
            className={a === 'cancel' ? 'text-red-700 hover:bg-red-50' : undefined}
            onClick={() => {
              setDone(null);
              setOpen(shown === a ? null : a);
            }}
          >
            {PANEL_TEXTS.open[a]}
          </Button>
        ))}
      </div>
      {done && DONE[done] && <Alert tone="success">{DONE[done]}</Alert>}
      {shown === 'cancel' && <CancelTripDialog trip={trip} onClose={() => setOpen(null)} onDone={finish('cancel')} />}
      {shown === 'change' && <ChangeRequestForm trip={trip} />}
      {shown === 'reoffer' && <OfferAgainForm trip={trip} onDone={finish('reoffer')} />}
      {shown === 'phoneAcceptance' && <PhoneAcceptanceForm trip={trip} onDone={finish('phoneAcceptance')} />}
      {shown === 'note' && <AddNoteForm tripId={trip.id} onDone={finish('note')} />}
    </section>
  );
}
