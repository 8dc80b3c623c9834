import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FACILITY_TYPES, REGISTRATION_CAPABILITIES, REGISTRATION_SERVICE_TYPES } from '@/domain/common/choices';
import { ACCOUNT_PASSWORD_TEXTS } from '@/domain/session/account-password';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import { PHONE_INPUT_MAX_LENGTH } from '@/domain/common/phone-number';
import {
  firstRegistrationError,
  registrationPayload,
  type RegistrationFormValues,
  type RegistrationKind,
} from '@/domain/organisations/registration';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { CheckboxGroup } from '@/web/components/ui/checkbox-group';
import { Field, Input, Select } from '@/web/components/ui/field';
import { errorText } from '@/web/lib/api-client';
import { useFormValues } from '@/web/lib/use-form-values';
import { REGISTRATION_LABELS, UI } from '@/web/lib/ui-texts';
import { useRegister } from '../api/register';
import { clearRegistrationDraft, keepRegistrationDraft, registrationStart } from '../registration-draft';
import { AddressFields, type AddressFormBinding } from './address-fields';

const KIND = {
  healthcare: { nameLabel: REGISTRATION_LABELS.facilityName, typeLabel: REGISTRATION_LABELS.facilityType, types: FACILITY_TYPES, section: REGISTRATION_LABELS.sections.healthcare },
  ems: { nameLabel: REGISTRATION_LABELS.agencyName, typeLabel: REGISTRATION_LABELS.serviceType, types: REGISTRATION_SERVICE_TYPES, section: REGISTRATION_LABELS.sections.ems },
} as const;

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section role="group" aria-labelledby={headingId} className="space-y-4 border-t border-slate-200 pt-5 first:border-t-0 first:pt-0">
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The facility or agency sign-up; checks run in the spec's order on submit and the first failure is shown. */
export function RegistrationForm({ kind, onRegistered }: { kind: RegistrationKind; onRegistered(email: string): void }) {
  const k = KIND[kind];
  const id = (field: string) => `${kind}-reg-${field}`;
  // what is typed survives a reload of the tab (passwords excepted) until the sign-up is sent
  const { values, set, text, checkboxes } = useFormValues<RegistrationFormValues>(registrationStart(kind));
  useEffect(() => keepRegistrationDraft(kind, values), [kind, values]);
  // checked on submit, as a whole: no field shows an error of its own
  const address: AddressFormBinding = { values, input: text, error: () => undefined, setCoordinate: set };
  const [problem, setProblem] = useState<string | null>(null);
  const banner = useRef<HTMLDivElement>(null);
  const submit = useRegister(kind);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const first = firstRegistrationError(values, kind, { coordinatesRequired: true });
    setProblem(first);
    if (first) {
      // the banner sits by the submit button; focus makes screen readers and small screens land on it
      requestAnimationFrame(() => banner.current?.focus());
      return;
    }
    submit.mutate(registrationPayload(kind, values), {
      onSuccess: () => {
        clearRegistrationDraft(kind);
        onRegistered(values.email.trim());
      },
    });
  };

  const message = problem ?? (submit.isError ? errorText(submit.error, AUTH_MESSAGES.registrationFailed) : null);

  return (
    <form onSubmit={onSubmit} className="space-y-6">
      <FormSection title={k.section}>
        <Field id={id('name')} label={k.nameLabel} required>
          <Input id={id('name')} required autoComplete="organization" maxLength={200} {...text('organisationName')} />
        </Field>
        <Field id={id('type')} label={k.typeLabel} required>
          <Select id={id('type')} required {...text('organisationType')}>
            <option value="">{REGISTRATION_LABELS.chooseType}</option>
            {k.types.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </Select>
        </Field>
        {kind === 'ems' && (
          <>
            <CheckboxGroup
              id={id('capabilities')}
              legend={REGISTRATION_LABELS.capabilities}
              hint={UI.capabilitiesHint}
              options={REGISTRATION_CAPABILITIES}
              inputProps={checkboxes('capabilities', REGISTRATION_CAPABILITIES)}
              checked={values.capabilities}
            />
            <fieldset aria-describedby={id('hours-hint')}>
              <legend className="text-sm font-medium text-slate-700">{REGISTRATION_LABELS.operatingHours}</legend>
              <p id={id('hours-hint')} className="text-xs text-slate-500">
                {UI.operatingHoursHint}
              </p>
              <div className="mt-2 grid grid-cols-2 gap-3">
                <Field id={id('hours-start')} label={REGISTRATION_LABELS.operatingStart}>
                  <Input id={id('hours-start')} type="time" {...text('operatingStart')} />
                </Field>
                <Field id={id('hours-end')} label={REGISTRATION_LABELS.operatingEnd}>
                  <Input id={id('hours-end')} type="time" {...text('operatingEnd')} />
                </Field>
              </div>
            </fieldset>
          </>
        )}
      </FormSection>

      <FormSection title={REGISTRATION_LABELS.sections.contact}>
        <Field id={id('contact')} label={REGISTRATION_LABELS.contactName} required>
          <Input id={id('contact')} required autoComplete="name" maxLength={200} {...text('contactName')} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={id('email')} label={REGISTRATION_LABELS.email} required>
            <Input id={id('email')} type="email" required autoComplete="email" maxLength={254} {...text('email')} />
          </Field>
          <Field id={id('phone')} label={REGISTRATION_LABELS.phone} required>
            <Input id={id('phone')} type="tel" required autoComplete="tel" maxLength={PHONE_INPUT_MAX_LENGTH} {...text('phone')} />
          </Field>
        </div>
      </FormSection>

      <FormSection title={REGISTRATION_LABELS.sections.location}>
        <AddressFields form={address} idPrefix={id('address')} required lookup="disable" coordinatesHint={UI.coordinatesHint} />
      </FormSection>

      <FormSection title={REGISTRATION_LABELS.sections.account}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={id('password')} label={REGISTRATION_LABELS.password} required hint={ACCOUNT_PASSWORD_TEXTS.rulesHint}>
            <Input id={id('password')} type="password" required autoComplete="new-password" {...text('password')} />
          </Field>
          <Field id={id('confirm')} label={REGISTRATION_LABELS.confirmPassword} required>
            <Input id={id('confirm')} type="password" required autoComplete="new-password" {...text('confirmPassword')} />
          </Field>
        </div>
      </FormSection>

      {message && (
        <Alert tone="error" ref={banner}>
          {message}
        </Alert>
      )}
      <Button type="submit" size="lg" busy={submit.isPending} className="w-full">
        {submit.isPending ? UI.registrationSubmitting : UI.registrationSubmitLabel}
      </Button>
    </form>
  );
}
