import { useId } from 'react';
import type { Agency } from '@/domain/organisations/agency-answers';
import { ORG_ACTIONS, AGENCY_SCREEN } from '@/domain/organisations/org-list-texts';
import { AGENCY_MESSAGES } from '@/domain/organisations/org-messages';
import { FormModal } from '@/web/components/ui/form-modal';
import { serverTextOr } from '@/web/lib/api-client';
import { ORG_UI } from '@/web/lib/org-ui-texts';
import { useCreateAgency } from '../api/create-agency';
import { useUpdateAgency } from '../api/update-agency';
import { AgencyForm, type AgencyFormSubmit } from './agency-form';

/** What the modal is open for: a new agency, or the one being edited. */
export type AgencyModalTarget = { mode: 'create' } | { mode: 'edit'; agency: Agency } | null;

/** 'Edit Agency' with Save Changes ('Saving...'), or 'Add Agency' creating one with the same form. */
export function AgencyFormModal({
  target,
  onClose,
  onSaved,
}: {
  target: AgencyModalTarget;
  onClose(): void;
  onSaved(agency: Agency, mode: 'create' | 'edit'): void;
}) {
  const formId = useId();
  const create = useCreateAgency();
  const update = useUpdateAgency();
  const creating = target?.mode === 'create';
  const call = creating ? create : update;
  const close = () => {
    create.reset();
    update.reset();
    onClose();
  };
  const done = (agency: Agency, mode: 'create' | 'edit') => {
    create.reset();
    update.reset();
    onSaved(agency, mode);
  };
  const submit = (s: AgencyFormSubmit) => {
    if (s.mode === 'create') create.mutate(s.body, { onSuccess: (a) => done(a, 'create') });
    else if (target?.mode === 'edit') update.mutate({ id: target.agency.id, body: s.body }, { onSuccess: (a) => done(a, 'edit') });
  };

  return (
    <FormModal
      open={target !== null}
      onClose={close}
      title={creating ? AGENCY_SCREEN.addAgency : AGENCY_SCREEN.editAgency}
      formId={formId}
      submitLabel={creating ? AGENCY_SCREEN.addAgency : AGENCY_MESSAGES.saveButton}
      busyLabel={creating ? ORG_UI.agencies.creating : AGENCY_MESSAGES.saving}
      cancelLabel={ORG_ACTIONS.cancel}
      busy={call.isPending}
    >
      {target && (
        <AgencyForm
          key={target.mode === 'edit' ? target.agency.id : 'new'}
          formId={formId}
          agency={target.mode === 'edit' ? target.agency : null}
          error={call.isError ? serverTextOr(call.error, creating ? ORG_UI.agencies.createFailed : AGENCY_MESSAGES.updateFailed) : null}
          onSubmit={submit}
        />
      )}
    </FormModal>
  );
}
