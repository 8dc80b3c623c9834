import { Field } from '@/web/components/ui/field';
import { Switch } from '@/web/components/ui/switch';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { OptionSelect } from './option-select';
import { fieldId, type StepProps } from './wizard-step';

const WIZARD_TEXTS = PORTAL_UI.wizard;
const LABELS = WIZARD_TEXTS.labels;

/** Step 3: diagnosis, mobility, oxygen, monitoring, and whether to print a QR code. */
export function ClinicalInfoStep({ form, values }: StepProps) {
  const { register } = form;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={fieldId('diagnosis')} label={LABELS.diagnosis}>
          <OptionSelect id={fieldId('diagnosis')} kind="diagnosis" blankLabel={WIZARD_TEXTS.choose} value={values.diagnosis} {...register('diagnosis')} />
        </Field>
        <Field id={fieldId('mobilityLevel')} label={LABELS.mobilityLevel}>
          <OptionSelect id={fieldId('mobilityLevel')} kind="mobility" value={values.mobilityLevel} {...register('mobilityLevel')} />
        </Field>
      </div>
      <div className="space-y-4 rounded-lg border border-slate-200 p-4">
        <Switch id={fieldId('oxygenRequired')} label={LABELS.oxygenRequired} hint={WIZARD_TEXTS.hints.oxygenRequired} {...register('oxygenRequired')} />
        <Switch id={fieldId('monitoringRequired')} label={LABELS.monitoringRequired} hint={WIZARD_TEXTS.hints.monitoringRequired} {...register('monitoringRequired')} />
        <Switch id={fieldId('generateQRCode')} label={LABELS.generateQRCode} hint={WIZARD_TEXTS.hints.generateQRCode} {...register('generateQRCode')} />
      </div>
    </>
  );
}
