import { useId, useState } from 'react';
import { DECLINE_REASONS, type DeclineReason } from '@/domain/trips/decline-reasons';
import { DECLINE_REASON_LABELS } from '@/domain/common/code-labels';
import type { TripListItem } from '@/domain/trips/trip-answers';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { EMS_UI } from '../ems-ui-texts';
import type { DeclineChoice } from '../api/update-trip-status';

const DECLINE_TEXTS = EMS_UI.decline;

/** Decline asks why, from a short list (Other asks for the words); the control center sees the reason. */
export function DeclineDialog({ trip, onDecline, onCancel }: { trip: TripListItem | null; onDecline(choice: DeclineChoice): void; onCancel(): void }) {
  const [reason, setReason] = useState<DeclineReason | null>(null);
  const [text, setText] = useState('');
  const name = useId();
  const textId = useId();
  const close = () => {
    setReason(null);
    setText('');
    onCancel();
  };
  const ready = reason !== null && (reason !== 'OTHER' || text.trim() !== '');
  return (
    <ConfirmDialog
      open={trip !== null}
      title={DECLINE_TEXTS.title}
      message={trip ? DECLINE_TEXTS.message(trip.patientId) : ''}
      confirmLabel={DECLINE_TEXTS.confirm}
      cancelLabel={DECLINE_TEXTS.keep}
      tone="danger"
      canConfirm={ready}
      onCancel={close}
      onConfirm={() => {
        if (!ready) return;
        onDecline({ declineReason: reason, ...(text.trim() ? { reason: text.trim() } : {}) });
        setReason(null);
        setText('');
      }}
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">{DECLINE_TEXTS.reasonLegend}</legend>
        {DECLINE_REASONS.map((r) => (
          <label key={r} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" name={name} value={r} checked={reason === r} onChange={() => setReason(r)} className="size-4" />
            {DECLINE_REASON_LABELS[r]}
          </label>
        ))}
      </fieldset>
      {reason === 'OTHER' && (
        <div className="space-y-1">
          <label htmlFor={textId} className="text-sm font-medium text-slate-900">
            {DECLINE_TEXTS.otherLabel}
          </label>
          <input
            id={textId}
            value={text}
            maxLength={500}
            onChange={(e) => setText(e.target.value)}
            className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
          />
        </div>
      )}
    </ConfirmDialog>
  );
}
