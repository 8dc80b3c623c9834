import type { SessionUser } from '@/domain/session/session-answers';
import { FACILITY_TYPES } from '@/domain/common/choices';
import { hospitalSettingsBody, type HospitalSettingsBody } from '@/domain/organisations/hospital-settings';
import { PHONE_INPUT_MAX_LENGTH, phoneEdit } from '@/domain/common/phone-number';
import { HOSPITAL_SETTINGS, PORTAL_BANNER_MS } from '@/domain/portals/healthcare-portal-texts';
import { settingsFields } from '@/web/components/settings-fields';
import { SettingsFormFrame } from '@/web/components/settings-form-frame';
import { choiceOptions } from '@/web/components/ui/choice-options';
import { Input, Select } from '@/web/components/ui/field';
import { Switch } from '@/web/components/ui/switch';
import { orgFormMessage } from '@/web/lib/org-form-message';
import { PATIENT_TEXT_UI } from '@/web/lib/patient-text-ui-texts';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { schemaResolver, type ShownPhone } from '@/web/lib/schema-resolver';
import { useDraftedForm } from '@/web/features/session';
import { useUpdateHospitalSettings } from '../api/update-hospital-settings';
import type { HospitalSettingsValues } from '../api/get-hospital-settings';

const LABELS = HOSPITAL_SETTINGS.labels;
// no required markers, but the server keeps a facility's name: a blank one is refused here first
const resolver = schemaResolver(
  hospitalSettingsBody,
  (v: HospitalSettingsValues, c: ShownPhone | undefined) => ({ ...v, facilityType: v.facilityType || undefined, phone: phoneEdit(v.phone, c?.shownPhone ?? ''), timeZone: v.timeZone || null }),
  orgFormMessage(LABELS, ['facilityName']),
);
const TEXTS = { ...HOSPITAL_SETTINGS, title: PORTAL_UI.settings.title, intro: PORTAL_UI.settings.intro };

/**
 * The Settings tab's facility form: Save Changes sends every field; the success banner stays 3 s,
 * then the view returns to Overview (`onDone`), with the header showing the new name.
 */
export function HospitalSettingsForm({
  initial,
  onSaved,
  onDone,
}: {
  initial: HospitalSettingsValues;
  onSaved(answer: { user: SessionUser }): void;
  onDone(): void;
}) {
  // what is typed is kept on the device until saved or cancelled, so a reload or an expired session loses nothing
  const { form, clearDraft } = useDraftedForm<HospitalSettingsValues, HospitalSettingsBody, ShownPhone>('facility-settings', {
    defaultValues: initial,
    resolver,
    context: { shownPhone: initial.phone },
  });
  const save = useUpdateHospitalSettings();
  const { field, control, address, timeZone } = settingsFields(form, 'hospital', { ...LABELS, textPatients: PATIENT_TEXT_UI.settings.textPatients });

  return (
    <SettingsFormFrame
      texts={TEXTS}
      save={save}
      bannerMs={PORTAL_BANNER_MS}
      onSubmit={form.handleSubmit((body) => save.mutate(body, {
          onSuccess: (answer) => {
            clearDraft();
            onSaved(answer);
          },
        }))}
      onCancel={() => {
        clearDraft();
        form.reset(initial);
        save.reset();
      }}
      onDone={onDone}
    >
      {field('facilityName', <Input autoComplete="organization" maxLength={200} {...control('facilityName')} />)}
      {field(
        'facilityType',
        <Select {...control('facilityType')}>
          <option value="">{PORTAL_UI.settings.chooseType}</option>
          {choiceOptions(FACILITY_TYPES)}
        </Select>,
      )}
      {field('email', <Input type="email" autoComplete="email" maxLength={254} {...control('email')} />)}
      {field('phone', <Input type="tel" autoComplete="tel" maxLength={PHONE_INPUT_MAX_LENGTH} {...control('phone')} />)}
      {address(PORTAL_UI.settings.chooseState)}
      {timeZone()}
      <Switch id="textPatients" label={PATIENT_TEXT_UI.settings.textPatients} hint={PATIENT_TEXT_UI.settings.textPatientsHint} {...form.register('textPatients')} />
    </SettingsFormFrame>
  );
}
