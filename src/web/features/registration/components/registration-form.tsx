import { useId, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FACILITY_TYPES, REGISTRATION_CAPABILITIES, REGISTRATION_SERVICE_TYPES, US_STATES } from '../../../../domain/choices';
import { AUTH_MESSAGES } from '../../../../domain/messages';
import {
  emptyRegistrationForm,
  firstRegistrationError,
  registrationPayload,
  type RegistrationFormValues,
  type RegistrationKind,
} from '../../../../domain/registration';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field, Input, Select } from '../../../components/ui/field';
import { errorText } from '../../../lib/api-client';
import { REGISTRATION_LABELS as L, UI } from '../../../lib/ui-texts';
import { useRegister } from '../api/register';
import { CoordinateLookup } from './coordinate-lookup';

const KIND = {
  healthcare: { nameLabel: L.facilityName, typeLabel: L.facilityType, types: FACILITY_TYPES, section: L.sections.healthcare },
  ems: { nameLabel: L.agencyName, typeLabel: L.serviceType, types: REGISTRATION_SERVICE_TYPES, section: L.sections.ems },
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
  const { register, handleSubmit, setValue, control } = useForm<RegistrationFormValues>({
    defaultValues: emptyRegistrationForm(),
  });
  const [address, city, state, zipCode] = useWatch({ control, name: ['address', 'city', 'state', 'zipCode'] });
  const [problem, setProblem] = useState<string | null>(null);
  const banner = useRef<HTMLDivElement>(null);
  const submit = useRegister(kind);

  const onSubmit = (values: RegistrationFormValues) => {
    const first = firstRegistrationError(values, kind, { coordinatesRequired: true });
    setProblem(first);
    if (first) {
      // the banner sits by the submit button; focus makes screen readers and small screens land on it
      requestAnimationFrame(() => banner.current?.focus());
      return;
    }
    submit.mutate(registrationPayload(kind, values), { onSuccess: () => onRegistered(values.email.trim()) });
  };

  const message = problem ?? (submit.isError ? errorText(submit.error, AUTH_MESSAGES.registrationFailed) : null);

  return (
    <form onSubmit={handleSubmit(onSubmit)} className="space-y-6">
      <FormSection title={k.section}>
        <Field id={id('name')} label={k.nameLabel} required>
          <Input id={id('name')} required autoComplete="organization" {...register('organisationName')} />
        </Field>
        <Field id={id('type')} label={k.typeLabel} required>
          <Select id={id('type')} required {...register('organisationType')}>
            <option value="">{L.chooseType}</option>
            {k.types.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </Select>
        </Field>
        {kind === 'ems' && (
          <>
            <fieldset aria-describedby={id('capabilities-hint')}>
              <legend className="text-sm font-medium text-slate-700">{L.capabilities}</legend>
              <p id={id('capabilities-hint')} className="text-xs text-slate-500">
                {UI.capabilitiesHint}
              </p>
              <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
                {REGISTRATION_CAPABILITIES.map((c) => (
                  <label
                    key={c}
                    className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 hover:bg-slate-50 has-[:checked]:border-blue-400 has-[:checked]:bg-blue-50"
                  >
                    <input type="checkbox" value={c} className="size-4 accent-blue-700" {...register('capabilities')} />
                    {c}
                  </label>
                ))}
              </div>
            </fieldset>
            <fieldset aria-describedby={id('hours-hint')}>
              <legend className="text-sm font-medium text-slate-700">{L.operatingHours}</legend>
              <p id={id('hours-hint')} className="text-xs text-slate-500">
                {UI.operatingHoursHint}
              </p>
              <div className="mt-2 grid grid-cols-2 gap-3">
                <Field id={id('hours-start')} label={L.operatingStart}>
                  <Input id={id('hours-start')} type="time" {...register('operatingStart')} />
                </Field>
                <Field id={id('hours-end')} label={L.operatingEnd}>
                  <Input id={id('hours-end')} type="time" {...register('operatingEnd')} />
                </Field>
              </div>
            </fieldset>
          </>
        )}
      </FormSection>

      <FormSection title={L.sections.contact}>
        <Field id={id('contact')} label={L.contactName} required>
          <Input id={id('contact')} required autoComplete="name" {...register('contactName')} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={id('email')} label={L.email} required>
            <Input id={id('email')} type="email" required autoComplete="email" {...register('email')} />
          </Field>
          <Field id={id('phone')} label={L.phone} required>
            <Input id={id('phone')} type="tel" required autoComplete="tel" {...register('phone')} />
          </Field>
        </div>
      </FormSection>

      <FormSection title={L.sections.location}>
        <Field id={id('address')} label={L.address} required>
          <Input id={id('address')} required autoComplete="street-address" {...register('address')} />
        </Field>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-[2fr_1fr_1fr]">
          <Field id={id('city')} label={L.city} required className="col-span-2 sm:col-span-1">
            <Input id={id('city')} required autoComplete="address-level2" {...register('city')} />
          </Field>
          <Field id={id('state')} label={L.state} required>
            <Select id={id('state')} required autoComplete="address-level1" {...register('state')}>
              <option value="">—</option>
              {US_STATES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Select>
          </Field>
          <Field id={id('zip')} label={L.zipCode} required>
            <Input
              id={id('zip')}
              required
              inputMode="numeric"
              autoComplete="postal-code"
              pattern="\d{5}(-\d{4})?"
              title={L.zipCodeFormat}
              {...register('zipCode')}
            />
          </Field>
        </div>
        <CoordinateLookup
          id={id('lookup')}
          address={{ address, city, state, zipCode }}
          onFound={(r) => {
            setValue('latitude', String(r.latitude));
            setValue('longitude', String(r.longitude));
          }}
        />
        <div className="grid grid-cols-2 gap-4">
          <Field id={id('lat')} label={L.latitude}>
            <Input id={id('lat')} inputMode="decimal" aria-describedby={id('coords-hint')} {...register('latitude')} />
          </Field>
          <Field id={id('lon')} label={L.longitude}>
            <Input id={id('lon')} inputMode="decimal" aria-describedby={id('coords-hint')} {...register('longitude')} />
          </Field>
        </div>
        <p id={id('coords-hint')} className="-mt-2 text-xs text-slate-500">
          {UI.coordinatesHint}
        </p>
      </FormSection>

      <FormSection title={L.sections.account}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={id('password')} label={L.password} required hint={UI.passwordHint}>
            <Input id={id('password')} type="password" required autoComplete="new-password" {...register('password')} />
          </Field>
          <Field id={id('confirm')} label={L.confirmPassword} required>
            <Input id={id('confirm')} type="password" required autoComplete="new-password" {...register('confirmPassword')} />
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
