import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useWatch } from 'react-hook-form';
import type { LatLng } from '@/domain/places/geo';
import { TRIP_MESSAGES, WIZARD, WIZARD_CLOSE_MS } from '@/domain/portals/healthcare-portal-texts';
import { enhancedTripBody, type EnhancedTripInput } from '@/domain/trips/trip-request';
import { refusalInWords } from '@/domain/common/field-words';
import { issueMessage } from '@/domain/common/validation-message';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { DuplicateTripDialog, duplicateOf, type DuplicateTrip } from '@/web/components/duplicate-dialog';
import { ApiRequestError, errorText } from '@/web/lib/api-client';
import { hasEntries } from '@/web/lib/form-drafts';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { useDraftedForm, useSignedInUser } from '@/web/features/session';
import { useCreateEnhancedTrip } from '../api/create-enhanced-trip';
import { useDestinations } from '../api/get-destinations';
import { TripCreatedBanner, type CreatedTrip } from '../components/trip-created-banner';
import { AgencySelectionStep } from './agency-selection-step';
import { ClinicalInfoStep } from './clinical-info-step';
import { PatientInfoStep } from './patient-info-step';
import { ReviewStep } from './review-step';
import { TripDetailsStep } from './trip-details-step';
import { useAgencyMatch } from './use-agency-match';
import { useStepInUrl } from './use-step-in-url';
import { problemAbout, problemFixed, type WizardProblem } from './wizard-problem';
import { WizardStep } from './wizard-step';
import { WizardStepsNav } from './wizard-steps-nav';
import { FIELD_STEP, initialWizardValues, toRequestBody, type WizardValues } from './wizard-values';
import { ownPlace, refusedField, ruleField, wizardRuleProblem } from './wizard-rules';
import { stepCheckProblem, type StepCheckProblem } from './wizard-step-checks';

const LAST_STEP = WIZARD.steps.length - 1;
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isControl = (el: Element): el is Control =>
  el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;

/**
 * Where focus goes when a step opens: a control flagged (by the browser, which `report`s its own bubble, or by the
 * wizard's own check, whose sentence is shown under the buttons), else the step's first field (its title on Review).
 */
function focusInStep(form: HTMLFormElement, step: number, control: Control | undefined, report: boolean) {
  if (control) {
    control.focus();
    if (report) control.reportValidity();
    return;
  }
  const section = form.querySelector(`[data-step="${step}"]`);
  const first = step === LAST_STEP ? null : section?.querySelector<HTMLElement>('input:not([type=radio]), select, textarea');
  (first ?? section?.querySelector<HTMLElement>('h3'))?.focus();
}

/** The origin: the directory entry of the user's own facility, and its point. */
function useOrigin(hospitalId: string | null, facilityName: string | null): { placeId: string | undefined; point: LatLng | null } {
  const places = useDestinations().data;
  return useMemo(() => {
    const entry = ownPlace(places, hospitalId, facilityName);
    const point = entry?.latitude != null && entry.longitude != null ? { lat: entry.latitude, lng: entry.longitude } : null;
    return { placeId: entry?.id, point };
  }, [places, hospitalId, facilityName]);
}

/**
 * The Enhanced Transport Request wizard: five freely reachable steps in one form; on
 * Create Request the browser checks every required field and the step holding the first gap opens with it focused.
 * What is typed is kept on the device as a draft until the request is created or cancelled, and the open step is in
 * the address while the wizard `shown`.
 */
export function RequestWizard({ shown, onCancel, onCreated }: { shown: boolean; onCancel(): void; onCreated(trip: CreatedTrip): void }) {
  const user = useSignedInUser();
  const start = initialWizardValues(user.facilityName);
  const { form, clearDraft } = useDraftedForm<WizardValues>('request-wizard', { defaultValues: start });
  const values = useWatch({ control: form.control }) as WizardValues;
  const match = useAgencyMatch(values, user.hospitalId);
  const origin = useOrigin(user.hospitalId, user.facilityName);
  const create = useCreateEnhancedTrip();
  const formRef = useRef<HTMLFormElement>(null);
  const [step, openStep] = useStepInUrl(shown, WIZARD.steps.length);
  const [focus, setFocus] = useState<{ control?: Control; report: boolean } | null>(null);
  const [problem, setProblemAbout] = useState<WizardProblem | null>(null);
  const setProblem = (text: string | null, field: string | null = null) => setProblemAbout(text === null ? null : problemAbout(text, field, values));
  const [askingCancel, setAskingCancel] = useState(false);
  // the open request this one repeats, as the server named it: the nurse goes on or goes back
  const [duplicate, setDuplicate] = useState<{ match: DuplicateTrip; body: EnhancedTripInput } | null>(null);

  // a facility renamed in Settings is the new default origin, unless the nurse typed another one
  const facilityName = user.facilityName ?? '';
  const shownFacilityName = useRef(facilityName);
  useEffect(() => {
    if (form.getValues('fromLocation') === shownFacilityName.current) form.setValue('fromLocation', facilityName);
    shownFacilityName.current = facilityName;
  }, [facilityName, form]);

  // a message about a field goes once that field is put right
  useEffect(() => {
    if (problem && problemFixed(problem, values, match.listed, formRef.current)) setProblemAbout(null);
  }, [problem, values, match.listed]);

  const open = (next: number, control?: Control, report = true) => {
    openStep(next);
    setFocus({ control, report });
  };
  useEffect(() => {
    if (focus && formRef.current) focusInStep(formRef.current, step, focus.control, focus.report);
  }, [focus, step]);

  // the wizard's own check, in its words: its step opens with the control focused and the sentence under the buttons
  const showCheck = (found: StepCheckProblem) => {
    setProblem(found.text, found.field);
    open(FIELD_STEP[found.field] ?? step, formRef.current?.querySelector<Control>(`[name="${found.field}"]`) ?? undefined, false);
  };
  const next = () => {
    const found = stepCheckProblem(values, step);
    if (found) showCheck(found);
    else open(step + 1);
  };

  // the success banner stays 2 s, then the wizard closes
  const created = create.data;
  useEffect(() => {
    if (!created) return;
    const timer = window.setTimeout(() => onCreated(created), WIZARD_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [created, onCreated]);

  const openFieldOf = (field: string) => {
    const step = FIELD_STEP[field];
    if (step === undefined) return;
    open(step, formRef.current?.querySelector<Control>(`[name="${field}"]`) ?? undefined);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending || create.isSuccess) return;
    setProblem(null);
    const checked = stepCheckProblem(values);
    if (checked) {
      showCheck(checked);
      return;
    }
    const gap = [...event.currentTarget.elements].find((el): el is Control => isControl(el) && el.willValidate && !el.checkValidity());
    if (gap) {
      const label = gap.labels?.[0]?.textContent ?? gap.name;
      setProblem(`${label}: ${gap.validationMessage}`, gap.name);
      open(Number(gap.closest('[data-step]')?.getAttribute('data-step') ?? 0), gap);
      return;
    }
    const body = toRequestBody(values, match.listed);
    const parsed = enhancedTripBody.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = String(issue.path[0] ?? '');
      setProblem(refusalInWords(issueMessage(issue)), field);
      openFieldOf(field);
      return;
    }
    // the rules of every request, in the server's words, before anything is sent
    const broken = wizardRuleProblem(values, { placeId: origin.placeId, facilityName: user.facilityName }, new Date());
    if (broken) {
      const field = ruleField(broken, values) ?? null;
      setProblem(broken, field);
      openFieldOf(field ?? '');
      return;
    }
    send(body);
  };

  const send = (body: EnhancedTripInput) =>
    create.mutate(body, {
      onSuccess: clearDraft,
      onError: (err) => {
        const match = duplicateOf<DuplicateTrip>(err);
        if (match) return setDuplicate({ match, body });
        // the field comes from the server's own sentence, which names it by its payload key
        const field = err instanceof ApiRequestError && err.serverMessage ? refusedField(err.serverMessage, values) : null;
        setProblem(errorText(err, TRIP_MESSAGES.createFailed), field);
        openFieldOf(field ?? '');
      },
    });

  // Enter in a text field never sends the request early; only Create Request does
  const holdEnter = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
  };

  const stepProps = { form, values };
  return (
    <div className="mx-auto max-w-4xl rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="space-y-4 border-b border-slate-200 p-4 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-xl font-semibold text-slate-900">{WIZARD.title}</h2>
          <p className="text-sm font-medium text-slate-600" aria-live="polite">
            {WIZARD.stepOf(step + 1, WIZARD.steps.length)}
            <span className="text-slate-500 md:hidden"> · {WIZARD.steps[step]}</span>
          </p>
        </div>
        <p className="text-sm text-slate-600">{PORTAL_UI.wizard.intro}</p>
        <WizardStepsNav current={step} onOpen={(n) => open(n)} />
      </div>
      <form ref={formRef} noValidate onSubmit={submit} onKeyDown={holdEnter} className="space-y-6 p-4 sm:p-6">
        {created && <TripCreatedBanner trip={created} takeFocus />}
        <fieldset disabled={create.isPending || create.isSuccess} className="min-w-0">
          <WizardStep index={0} current={step}>
            <PatientInfoStep {...stepProps} />
          </WizardStep>
          <WizardStep index={1} current={step}>
            <TripDetailsStep {...stepProps} />
          </WizardStep>
          <WizardStep index={2} current={step}>
            <ClinicalInfoStep {...stepProps} />
          </WizardStep>
          <WizardStep index={3} current={step}>
            <AgencySelectionStep {...stepProps} match={match} origin={origin.point} showMap={step === 3} />
          </WizardStep>
          <WizardStep index={4} current={step}>
            <ReviewStep values={values} match={match} onEdit={(n) => open(n)} />
          </WizardStep>
        </fieldset>
        {problem && <Alert tone="error">{problem.text}</Alert>}
        <div className="flex flex-wrap-reverse items-center justify-between gap-3 border-t border-slate-200 pt-4">
          <Button variant="ghost" disabled={create.isPending} onClick={() => (hasEntries(values, start) ? setAskingCancel(true) : onCancel())}>
            {WIZARD.cancel}
          </Button>
          <div className="flex gap-2">
            <Button variant="secondary" disabled={step === 0 || create.isSuccess} onClick={() => open(step - 1)}>
              {WIZARD.previous}
            </Button>
            {step < LAST_STEP ? (
              <Button key="next" disabled={create.isSuccess} onClick={next}>
                {WIZARD.next}
              </Button>
            ) : (
              // its own key: React must not turn the clicked Next into this submit button mid-click
              <Button key="create" type="submit" busy={create.isPending} disabled={create.isSuccess}>
                {create.isPending ? WIZARD.creating : WIZARD.create}
              </Button>
            )}
          </div>
        </div>
      </form>
      <DuplicateTripDialog
        match={duplicate?.match ?? null}
        onCancel={() => setDuplicate(null)}
        onConfirm={() => {
          const body = duplicate!.body;
          setDuplicate(null);
          send({ ...body, allowDuplicate: true });
        }}
      />
      <ConfirmDialog
        open={askingCancel}
        title={PORTAL_UI.wizard.discard.title}
        message={PORTAL_UI.wizard.discard.message}
        confirmLabel={PORTAL_UI.wizard.discard.confirm}
        cancelLabel={PORTAL_UI.wizard.discard.keep}
        tone="danger"
        onCancel={() => setAskingCancel(false)}
        onConfirm={() => {
          clearDraft();
          setAskingCancel(false);
          onCancel();
        }}
      />
    </div>
  );
}
