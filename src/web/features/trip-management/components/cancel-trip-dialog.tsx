import { useId } from 'react';
import { Alert } from '@/web/components/ui/alert';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { controlClass, Field } from '@/web/components/ui/field';
import { errorText } from '@/web/lib/api-client';
import { CENTER_ACTION_UI } from '@/web/lib/center-action-ui-texts';
import { useDraftedState } from '@/web/features/session';
import { useCancelForFacility } from '../api/center-actions';

const CANCEL_TEXTS = CENTER_ACTION_UI.cancel;
const NO_REASON = { reason: '' };
const REASON_MAX = 500;

/**
 * The control center cancels a trip for its facility: asked once, with the reason the facility and the agencies are
 * told. The reason being typed is kept as a draft, so a reload or an expired session loses none of it.
 */
export function CancelTripDialog({ trip, onClose, onDone }: { trip: { id: string; tripNumber: string }; onClose(): void; onDone?(): void }) {
  const id = useId();
  const [values, setValues] = useDraftedState(`center-cancel:${trip.id}`, NO_REASON);
  const cancel = useCancelForFacility(() => {
    setValues(NO_REASON);
    onDone?.();
    onClose();
  });
  const reason = values.reason.trim();
  return (
    <ConfirmDialog
      open
      tone="danger"
      title={CANCEL_TEXTS.title(trip.tripNumber)}
      message={CANCEL_TEXTS.message}
      confirmLabel={cancel.isPending ? CANCEL_TEXTS.busy : CANCEL_TEXTS.confirm}
      cancelLabel={CANCEL_TEXTS.keep}
      busy={cancel.isPending}
      canConfirm={reason !== ''}
      onCancel={onClose}
      onConfirm={() =>
        cancel.mutate({ tripId: trip.id, status: 'CANCELLED', reason })
      }
    >
      <Field id={id} label={CANCEL_TEXTS.reason} required hint={CANCEL_TEXTS.reasonHint}>
        <textarea
          id={id}
          rows={3}
          required
          maxLength={REASON_MAX}
          aria-describedby={`${id}-hint`}
          className={controlClass}
          value={values.reason}
          onChange={(e) => setValues({ reason: e.target.value })}
        />
      </Field>
      {cancel.isError && <Alert tone="error">{errorText(cancel.error, CANCEL_TEXTS.failed)}</Alert>}
    </ConfirmDialog>
  );
}
