import { controlClass, Field } from '@/web/components/ui/field';
import { Switch } from '@/web/components/ui/switch';
import { OptionSelect, PatientContactChoice } from '@/web/features/trip-requests';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { STANDING_ORDER_UI } from '@/web/lib/standing-order-ui-texts';
import { seriesFieldId, type SeriesFieldsProps } from './series-form-values';
import { SeriesGroup } from './series-form-parts';

const WIZARD_TEXTS = PORTAL_UI.wizard;
const T = STANDING_ORDER_UI;
const id = seriesFieldId;
const NEEDS = ['oxygenRequired', 'monitoringRequired'] as const;

/** The patient's needs each trip carries (the wizard's clinical fields and notes) and the number to text. */
export function SeriesNeedsFields({ values, set, phoneOnFile }: SeriesFieldsProps & { phoneOnFile: string | null }) {
  return (
    <SeriesGroup title={T.groups.needs}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('mobilityLevel')} label={WIZARD_TEXTS.labels.mobilityLevel}>
          <OptionSelect id={id('mobilityLevel')} kind="mobility" value={values.mobilityLevel} onChange={(e) => set('mobilityLevel', e.target.value)} />
        </Field>
        <div className="space-y-4 rounded-lg border border-slate-200 p-4 sm:row-span-2">
          {NEEDS.map((name) => (
            <Switch key={name} id={id(name)} label={WIZARD_TEXTS.labels[name]} hint={WIZARD_TEXTS.hints[name]} checked={values[name]} onChange={(e) => set(name, e.target.checked)} />
          ))}
        </div>
        <Field id={id('notes')} label={WIZARD_TEXTS.labels.notes}>
          <textarea id={id('notes')} rows={3} maxLength={2000} className={controlClass} value={values.notes} onChange={(e) => set('notes', e.target.value)} />
        </Field>
      </div>
      <div className="space-y-3 rounded-lg border border-slate-200 p-4">
        {phoneOnFile && (
          <Switch
            id={id('keepContact')}
            label={T.keepPhone(phoneOnFile)}
            hint={T.keepPhoneHint}
            checked={values.keepContact}
            onChange={(e) => set('keepContact', e.target.checked)}
          />
        )}
        {!(phoneOnFile && values.keepContact) && (
          <PatientContactChoice
            idOf={id}
            given={values.patientContactPhone.trim() !== ''}
            phoneProps={{ value: values.patientContactPhone, onChange: (e) => set('patientContactPhone', e.target.value) }}
            consentProps={{ checked: values.patientContactConsent, onChange: (e) => set('patientContactConsent', e.target.checked) }}
          />
        )}
      </div>
    </SeriesGroup>
  );
}
