import type { ReactNode } from 'react';
import { WIZARD } from '@/domain/portals/healthcare-portal-texts';
import { buildingInWords } from '@/domain/trips/carrying-facts';
import { Button } from '@/web/components/ui/button';
import { formatDateTime, instantOfLocalInput } from '@/web/lib/format';
import { PATIENT_TEXT_UI } from '@/web/lib/patient-text-ui-texts';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { FieldRow, yesNo } from '../components/trip-fields';
import type { AgencyMatch } from './use-agency-match';
import { WhoWillBeAsked } from './who-will-be-asked';
import type { WizardValues } from './wizard-values';
import { LINKED_RETURN_UI } from '@/web/lib/linked-return-ui-texts';
import { OFFER_UI } from '@/web/lib/offer-ui-texts';

const WIZARD_TEXTS = PORTAL_UI.wizard;
const LABELS = WIZARD_TEXTS.labels;
const REVIEW_TEXTS = WIZARD_TEXTS.review;

/** Department, floor and room typed for one end, in the words every screen shows them. */
const buildingOf = (v: WizardValues, end: 'from' | 'to') =>
  buildingInWords({ department: v[`${end}Department`].trim(), floor: v[`${end}Floor`].trim(), room: v[`${end}Room`].trim() });

/** A required value not filled in reads "Missing" in red, so the gap shows before Create Request is pressed. */
const required = (value: string) => (value.trim() === '' ? <span className="font-medium text-red-700">{REVIEW_TEXTS.missing}</span> : value);

function ReviewGroup({ title, step, onEdit, children }: { title: string; step: number; onEdit(step: number): void; children: ReactNode }) {
  return (
    <section className="space-y-2 rounded-lg border border-slate-200 p-4">
      <div className="flex items-center justify-between gap-2">
        <h4 className="text-sm font-semibold text-slate-900">{title}</h4>
        <Button variant="link" size="sm" onClick={() => onEdit(step)}>
          {REVIEW_TEXTS.edit(WIZARD.steps[step]!)}
        </Button>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

/** The return chosen, in words. */
const returnText = (v: WizardValues) =>
  v.returnKind === 'TIMED' ? LINKED_RETURN_UI.review.timed(v.appointmentMinutes) : v.returnKind === 'WILL_CALL' ? LINKED_RETURN_UI.review.willCall : LINKED_RETURN_UI.review.none;

/** Step 5: every value of the request and exactly who will be asked. */
export function ReviewStep({ values, match, onEdit }: { values: WizardValues; match: AgencyMatch; onEdit(step: number): void }) {
  const at = instantOfLocalInput(values.scheduledTime);
  const scheduled = at ? formatDateTime(at) : '';
  return (
    <>
      <p className="text-sm text-slate-600">{REVIEW_TEXTS.intro}</p>
      <ReviewGroup title={REVIEW_TEXTS.patient} step={0} onEdit={onEdit}>
        <FieldRow label={LABELS.patientId} value={<span className="font-mono">{required(values.patientId)}</span>} />
        <FieldRow label={LABELS.patientWeight} value={values.patientWeight && WIZARD_TEXTS.weight(Number(values.patientWeight))} />
        <FieldRow label={LABELS.insuranceCompany} value={values.insuranceCompany} />
        <FieldRow label={LABELS.specialNeeds} value={values.specialNeeds.trim()} />
        {values.patientContactPhone.trim() && (
          <>
            <FieldRow label={PATIENT_TEXT_UI.wizard.phone} value={values.patientContactPhone.trim()} />
            <FieldRow
              label={PATIENT_TEXT_UI.wizard.consentReview}
              value={
                values.patientContactConsent ? (
                  PATIENT_TEXT_UI.wizard.consentGiven
                ) : (
                  <span className="font-medium text-red-700">{PATIENT_TEXT_UI.wizard.consentNotGiven}</span>
                )
              }
            />
          </>
        )}
      </ReviewGroup>
      <ReviewGroup title={REVIEW_TEXTS.trip} step={1} onEdit={onEdit}>
        <FieldRow label={LABELS.fromLocation} value={required(values.fromLocation)} />
        <FieldRow label={WIZARD_TEXTS.building.legend.from} value={buildingOf(values, 'from')} />
        <FieldRow label={LABELS.toLocation} value={required(values.toLocation)} />
        <FieldRow label={WIZARD_TEXTS.building.legend.to} value={buildingOf(values, 'to')} />
        <FieldRow label={LABELS.scheduledTime} value={required(scheduled)} />
        <FieldRow label={LABELS.transportLevel} value={required(values.transportLevel)} />
        <FieldRow label={LABELS.urgencyLevel} value={required(values.urgencyLevel)} />
        <FieldRow label={LINKED_RETURN_UI.wizard.returnLabel} value={returnText(values)} />
        <FieldRow label={LABELS.notes} value={values.notes.trim()} />
      </ReviewGroup>
      <ReviewGroup title={REVIEW_TEXTS.clinical} step={2} onEdit={onEdit}>
        <FieldRow label={LABELS.diagnosis} value={values.diagnosis} />
        <FieldRow label={LABELS.mobilityLevel} value={values.mobilityLevel} />
        <FieldRow label={LABELS.oxygenRequired} value={yesNo(values.oxygenRequired)} />
        <FieldRow label={LABELS.monitoringRequired} value={yesNo(values.monitoringRequired)} />
        <FieldRow label={LABELS.generateQRCode} value={yesNo(values.generateQRCode)} />
      </ReviewGroup>
      <section aria-labelledby="review-asked" className="space-y-2 rounded-lg border border-blue-200 bg-blue-50 p-4 text-sm text-blue-950">
        <div className="flex items-center justify-between gap-2">
          <h4 id="review-asked" className="font-semibold">
            {REVIEW_TEXTS.asked}
          </h4>
          <Button variant="link" size="sm" onClick={() => onEdit(3)}>
            {REVIEW_TEXTS.edit(WIZARD.steps[3]!)}
          </Button>
        </div>
        <p className="text-blue-900">
          {LABELS.notificationRadius}: {match.radius ?? values.notificationRadius}
        </p>
        <WhoWillBeAsked values={values} match={match} />
        <p className="text-blue-900">{OFFER_UI.wizard.reviewMode(values.acceptanceMode === 'COMPARE_OFFERS', values.offerDeadlineMinutes)}</p>
      </section>
    </>
  );
}
