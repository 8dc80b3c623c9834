import { useForm } from 'react-hook-form';
import type { CrewMember } from '@/domain/crew/crew-member-answers';
import { CERTIFICATION_LABELS, CERTIFICATIONS, type Certification } from '@/domain/crew/crew-members';
import { Alert } from '@/web/components/ui/alert';
import { Field, fieldErrorProps, Input, Select } from '@/web/components/ui/field';
import { FormModal } from '@/web/components/ui/form-modal';
import { labelledChoices, Options } from '@/web/components/ui/options';
import { useFormModal } from '@/web/components/ui/use-form-modal';
import { serverTextOr } from '@/web/lib/api-client';
import { CREW_UI } from '@/web/lib/crew-ui-texts';
import { useCreateCrewMember } from '../api/create-crew-member';
import { useUpdateCrewMember } from '../api/update-crew-member';

const FORM_TEXTS = CREW_UI.form;

interface CrewFormValues {
  name: string;
  email: string;
  certification: Certification;
}

/**
 * Add or edit a crew member. Adding mails the invitation (`onAdded` says to whom); the e-mail address is the
 * sign-in, so an edit shows it without changing it.
 */
export function CrewMemberFormModal({
  open,
  member,
  onClose,
  onAdded,
}: {
  open: boolean;
  member: CrewMember | null;
  onClose(): void;
  onAdded(email: string): void;
}) {
  const create = useCreateCrewMember();
  const update = useUpdateCrewMember();
  const { formId, close, modal } = useFormModal(onClose, create, update);
  const save = (values: CrewFormValues) => {
    const name = values.name.trim();
    if (member) update.mutate({ id: member.id, body: { name, certification: values.certification } }, { onSuccess: close });
    else create.mutate({ name, email: values.email.trim(), certification: values.certification }, {
        onSuccess: (added) => {
          close();
          onAdded(added.email);
        },
      });
  };
  return (
    <FormModal
      open={open}
      title={member ? FORM_TEXTS.editTitle : FORM_TEXTS.addTitle}
      submitLabel={member ? FORM_TEXTS.save : FORM_TEXTS.addSubmit}
      busyLabel={FORM_TEXTS.saving}
      cancelLabel={FORM_TEXTS.cancel}
      {...modal}
    >
      <CrewMemberForm formId={formId} member={member} error={create.error ?? update.error} onSubmit={save} />
    </FormModal>
  );
}

function CrewMemberForm({
  formId,
  member,
  error,
  onSubmit,
}: {
  formId: string;
  member: CrewMember | null;
  error: unknown;
  onSubmit(values: CrewFormValues): void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CrewFormValues>({
    defaultValues: { name: member?.name ?? '', email: member?.email ?? '', certification: member?.certification ?? 'EMT' },
  });
  const id = (field: string) => `${formId}-${field}`;
  return (
    <form id={formId} noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      {error !== null && <Alert tone="error">{serverTextOr(error, FORM_TEXTS.saveFailed)}</Alert>}
      <Field id={id('name')} label={FORM_TEXTS.name} required error={errors.name?.message}>
        <Input
          id={id('name')}
          maxLength={200}
          autoComplete="off"
          {...fieldErrorProps(id('name'), errors.name?.message)}
          {...register('name', { validate: (v) => v.trim() !== '' || FORM_TEXTS.nameRequired })}
        />
      </Field>
      <Field id={id('email')} label={FORM_TEXTS.email} required={!member} hint={member ? FORM_TEXTS.emailFixed : undefined} error={errors.email?.message}>
        <Input
          id={id('email')}
          type="email"
          maxLength={254}
          autoComplete="off"
          readOnly={member !== null}
          aria-describedby={member ? `${id('email')}-hint` : undefined}
          {...fieldErrorProps(id('email'), errors.email?.message)}
          {...register('email', { validate: (v) => member !== null || v.trim() !== '' || FORM_TEXTS.emailRequired })}
        />
      </Field>
      <Field id={id('certification')} label={FORM_TEXTS.certification} required>
        <Select id={id('certification')} {...register('certification')}>
          <Options choices={labelledChoices(CERTIFICATIONS, CERTIFICATION_LABELS)} />
        </Select>
      </Field>
    </form>
  );
}
