import { ALERT_CONFIRMATION_SCREEN, CONFIRMATION_CODE, type AlertField } from '@/domain/notifications/alert-confirmation';
import type { AlertConfirmation } from '@/domain/notifications/notification-answers';
import { Button } from '@/web/components/ui/button';
import { controlClass, Field } from '@/web/components/ui/field';

/**
 * Where a saved alert address or number stands, under its field: confirmed, or awaiting the code sent to it, with a
 * field for the code, Confirm, and Send a new code. Nothing shows while there is nothing saved.
 */
export function AlertConfirmationBox({
  field,
  address,
  standing,
  code,
  busy,
  onCode,
  onConfirm,
  onSendCode,
}: {
  field: AlertField;
  /** The saved address or number, as the screen shows it. */
  address: string;
  standing: AlertConfirmation[AlertField];
  code: string;
  busy: 'confirm' | 'send' | null;
  onCode(code: string): void;
  onConfirm(): void;
  onSendCode(): void;
}) {
  if (standing.status === 'NONE') return null;
  if (standing.status === 'CONFIRMED') return <p className="ml-12 text-xs font-medium text-emerald-700">{ALERT_CONFIRMATION_SCREEN.confirmed}</p>;
  const id = `confirm-${field}`;
  return (
    <div role="group" aria-labelledby={`${id}-state`} className="ml-12 space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-3">
      <p id={`${id}-state`} className="text-sm text-amber-950">
        <span className="font-medium">{standing.codeSent ? ALERT_CONFIRMATION_SCREEN.pending(address) : ALERT_CONFIRMATION_SCREEN.noCodeWaiting(address)}</span> {ALERT_CONFIRMATION_SCREEN.untilThen[field]}
      </p>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm();
        }}
      >
        <Field id={id} label={ALERT_CONFIRMATION_SCREEN.codeLabel[field]}>
          <input
            id={id}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern={`\\d{${CONFIRMATION_CODE.digits}}`}
            maxLength={CONFIRMATION_CODE.digits}
            required
            className={`${controlClass} w-32 tracking-widest`}
            value={code}
            onChange={(e) => onCode(e.target.value.replace(/\D/g, ''))}
          />
        </Field>
        <Button type="submit" busy={busy === 'confirm'}>
          {ALERT_CONFIRMATION_SCREEN.confirm}
        </Button>
        <Button variant="secondary" busy={busy === 'send'} onClick={onSendCode}>
          {ALERT_CONFIRMATION_SCREEN.sendCode}
        </Button>
      </form>
    </div>
  );
}
