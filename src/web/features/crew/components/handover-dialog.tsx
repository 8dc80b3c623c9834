import { useState, type FormEvent } from 'react';
import { type Handover, signatureRefusal } from '@/domain/trips/handover';
import { Button } from '@/web/components/ui/button';
import { controlClass, Field } from '@/web/components/ui/field';
import { Modal } from '@/web/components/ui/modal';
import { Switch } from '@/web/components/ui/switch';
import { CREW_APP_UI } from '@/web/lib/crew-app-ui-texts';
import { SignaturePad } from './signature-pad';

const HANDOVER_TEXTS = CREW_APP_UI.handover;

type Errors = Partial<Record<'name' | 'signature' | 'reason', string>>;

/** What the form holds as a hand-over the server takes, or why it is not one yet. */
function handoverOf(name: string, signature: string | null, noOneSigns: boolean, reason: string): { handover: Handover } | { errors: Errors } {
  const receiverName = name.trim();
  if (noOneSigns) {
    const why = reason.trim();
    return why ? { handover: { ...(receiverName && { receiverName }), noSignatureReason: why } } : { errors: { reason: HANDOVER_TEXTS.reasonRequired } };
  }
  const errors: Errors = {};
  if (!receiverName) errors.name = HANDOVER_TEXTS.nameRequired;
  if (!signature) errors.signature = HANDOVER_TEXTS.signatureRequired;
  else if (signatureRefusal(signature)) errors.signature = HANDOVER_TEXTS.signatureTooLarge;
  return Object.keys(errors).length > 0 || !signature ? { errors } : { handover: { receiverName, signature } };
}

/**
 * Handed over, as the crew records it: the receiving person's name and signature on the phone, or, when no one can
 * sign, why. It waits on the phone with the step when there is no signal.
 */
export function HandoverDialog({ open, patientId, busy, onClose, onRecord }: { open: boolean; patientId: string; busy: boolean; onClose(): void; onRecord(h: Handover): void }) {
  const [name, setName] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const [noOneSigns, setNoOneSigns] = useState(false);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  // a field's message goes as soon as the field is changed
  const cleared = (field: keyof Errors) => setErrors(({ [field]: _gone, ...rest }) => rest);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const judged = handoverOf(name, signature, noOneSigns, reason);
    if ('errors' in judged) setErrors(judged.errors);
    else onRecord(judged.handover);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={HANDOVER_TEXTS.title(patientId)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {HANDOVER_TEXTS.cancel}
          </Button>
          <Button type="submit" form="handover-form" busy={busy}>
            {HANDOVER_TEXTS.record}
          </Button>
        </>
      }
    >
      <form id="handover-form" noValidate onSubmit={submit} className="space-y-4">
        <Field id="handover-name" label={HANDOVER_TEXTS.name} required={!noOneSigns} error={errors.name}>
          <input
            id="handover-name"
            className={controlClass}
            value={name}
            maxLength={100}
            autoComplete="off"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? 'handover-name-error' : undefined}
            onChange={(e) => {
              setName(e.target.value);
              cleared('name');
            }}
          />
        </Field>
        {!noOneSigns && (
          <div className="flex flex-col gap-1">
            <p className="text-sm font-medium text-slate-700">{HANDOVER_TEXTS.signature}</p>
            <SignaturePad
              id="handover-signature"
              onChange={(png) => {
                setSignature(png);
                cleared('signature');
              }}
            />
            {errors.signature && (
              <p id="handover-signature-error" className="text-xs font-medium text-red-700">
                {errors.signature}
              </p>
            )}
          </div>
        )}
        <Switch id="handover-no-signature" label={HANDOVER_TEXTS.noOneSigns} checked={noOneSigns} onChange={(e) => setNoOneSigns(e.target.checked)} />
        {noOneSigns && (
          <Field id="handover-reason" label={HANDOVER_TEXTS.reason} required hint={HANDOVER_TEXTS.reasonHint} error={errors.reason}>
            <input
              id="handover-reason"
              className={controlClass}
              value={reason}
              maxLength={300}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? 'handover-reason-error' : 'handover-reason-hint'}
              onChange={(e) => {
                setReason(e.target.value);
                cleared('reason');
              }}
            />
          </Field>
        )}
      </form>
    </Modal>
  );
}
