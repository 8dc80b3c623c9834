import { useId } from 'react';
import type { Hospital } from '@/domain/organisations/hospital-answers';
import { HOSPITAL_MESSAGES } from '@/domain/organisations/org-messages';
import { ORG_ACTIONS } from '@/domain/organisations/org-list-texts';
import { FormModal } from '@/web/components/ui/form-modal';
import { serverTextOr } from '@/web/lib/api-client';
import { ORG_UI } from '@/web/lib/org-ui-texts';
import { useUpdateHospital } from '../api/update-hospital';
import { HospitalForm } from './hospital-form';

/** The facility edit modal: Cancel and 'Update Facility' ('Updating...' while the call runs). */
export function HospitalEditModal({
  hospital,
  onClose,
  onSaved,
}: {
  hospital: Hospital | null;
  onClose(): void;
  onSaved(hospital: Hospital): void;
}) {
  const formId = useId();
  const update = useUpdateHospital();
  const close = () => {
    update.reset();
    onClose();
  };
  return (
    <FormModal
      open={hospital !== null}
      onClose={close}
      title={ORG_UI.hospitals.editTitle}
      formId={formId}
      submitLabel={HOSPITAL_MESSAGES.updateButton}
      busyLabel={HOSPITAL_MESSAGES.updating}
      cancelLabel={ORG_ACTIONS.cancel}
      busy={update.isPending}
    >
      {hospital && (
        <HospitalForm
          key={hospital.id}
          formId={formId}
          hospital={hospital}
          error={update.isError ? serverTextOr(update.error, HOSPITAL_MESSAGES.updateFailed) : null}
          onSubmit={(body) =>
            update.mutate(
              { id: hospital.id, body },
              {
                onSuccess: (saved) => {
                  update.reset();
                  onSaved(saved);
                },
              },
            )
          }
        />
      )}
    </FormModal>
  );
}
