import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { CredentialView } from '@/domain/credentials/credential-answers';
import { CREDENTIAL_KIND_WORDS, kindsOf, type CredentialKind } from '@/domain/credentials/credential-rules';
import { Alert } from '@/web/components/ui/alert';
import { Field, fieldErrorProps, Input, Select } from '@/web/components/ui/field';
import { FormModal } from '@/web/components/ui/form-modal';
import { useFormModal } from '@/web/components/ui/use-form-modal';
import { serverTextOr } from '@/web/lib/api-client';
import { useCreateCredential, useCredentialHolders, useUpdateCredential } from '../api/credential-calls';
import { CREDENTIAL_UI } from '../credential-ui-texts';

const FORM_TEXTS = CREDENTIAL_UI.form;

interface Values {
  /** "unit:<id>" or "crew:<id>" */
  holder: string;
  kind: CredentialKind;
  expiresOn: string;
  number: string;
  issuer: string;
  note: string;
}

/** Add a credential to one of the agency's units or crew members, or edit one (its holder stays). */
export function CredentialFormModal({ open, credential, onClose }: { open: boolean; credential: CredentialView | null; onClose(): void }) {
  const create = useCreateCredential();
  const update = useUpdateCredential();
  const { formId, close, modal } = useFormModal(onClose, create, update);
  const save = (v: Values) => {
    const fields = { kind: v.kind, expiresOn: v.expiresOn, number: v.number.trim() || null, issuer: v.issuer.trim() || null, note: v.note.trim() || null };
    if (credential) update.mutate({ id: credential.id, body: fields }, { onSuccess: close });
    else {
      const [type, id] = v.holder.split(':') as [string, string];
      create.mutate({ ...fields, ...(type === 'unit' ? { unitId: id } : { crewMemberId: id }) }, { onSuccess: close });
    }
  };
  return (
    <FormModal open={open} title={credential ? FORM_TEXTS.editTitle : FORM_TEXTS.addTitle} submitLabel={FORM_TEXTS.save} busyLabel={FORM_TEXTS.saving} cancelLabel={FORM_TEXTS.cancel} {...modal}>
      {open && <CredentialForm formId={formId} credential={credential} error={create.error ?? update.error} onSubmit={save} />}
    </FormModal>
  );
}

function CredentialForm({ formId, credential, error, onSubmit }: { formId: string; credential: CredentialView | null; error: unknown; onSubmit(v: Values): void }) {
  const holders = useCredentialHolders(credential === null);
  const { register, handleSubmit, watch, getValues, setValue, formState: { errors } } = useForm<Values>({
    defaultValues: {
      holder: credential ? `${credential.holder.type === 'UNIT' ? 'unit' : 'crew'}:${credential.holder.id}` : '',
      kind: credential?.kind ?? 'INSURANCE',
      expiresOn: credential?.expiresOn ?? '',
      number: credential?.number ?? '',
      issuer: credential?.issuer ?? '',
      note: credential?.note ?? '',
    },
  });
  const holder = watch('holder');
  const kinds = kindsOf(holder.startsWith('crew:') ? 'CREW_MEMBER' : 'UNIT');
  // a crew member's kinds are not a unit's: the choice follows the holder
  useEffect(() => {
    if (!kinds.includes(getValues('kind'))) setValue('kind', kinds[0]!);
  }, [kinds, getValues, setValue]);
  const id = (field: string) => `${formId}-${field}`;
  return (
    <form id={formId} noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      {error !== null && <Alert tone="error">{serverTextOr(error, FORM_TEXTS.saveFailed)}</Alert>}
      <Field id={id('holder')} label={FORM_TEXTS.holder} required error={errors.holder?.message}>
        {credential ? (
          <Input id={id('holder')} readOnly value={credential.holder.type === 'UNIT' ? CREDENTIAL_UI.unitHolder(credential.holder.name) : credential.holder.name} />
        ) : (
          <Select id={id('holder')} {...fieldErrorProps(id('holder'), errors.holder?.message)} {...register('holder', { validate: (v) => v !== '' || FORM_TEXTS.holderRequired })}>
            <option value="" />
            {holders.data?.units.map((u) => (
              <option key={u.id} value={`unit:${u.id}`}>
                {CREDENTIAL_UI.unitHolder(u.name)}
              </option>
            ))}
            {holders.data?.crew.map((m) => (
              <option key={m.id} value={`crew:${m.id}`}>
                {m.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id={id('kind')} label={FORM_TEXTS.kind} required>
        <Select id={id('kind')} {...register('kind')}>
          {kinds.map((k) => (
            <option key={k} value={k}>
              {CREDENTIAL_KIND_WORDS[k].label}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={id('expiresOn')} label={FORM_TEXTS.expiresOn} required error={errors.expiresOn?.message}>
        <Input id={id('expiresOn')} type="date" {...fieldErrorProps(id('expiresOn'), errors.expiresOn?.message)} {...register('expiresOn', { validate: (v) => v !== '' || FORM_TEXTS.expiryRequired })} />
      </Field>
      <Field id={id('number')} label={FORM_TEXTS.number}>
        <Input id={id('number')} maxLength={60} autoComplete="off" {...register('number')} />
      </Field>
      <Field id={id('issuer')} label={FORM_TEXTS.issuer}>
        <Input id={id('issuer')} maxLength={120} autoComplete="off" {...register('issuer')} />
      </Field>
      <Field id={id('note')} label={FORM_TEXTS.note}>
        <Input id={id('note')} maxLength={500} autoComplete="off" {...register('note')} />
      </Field>
    </form>
  );
}
