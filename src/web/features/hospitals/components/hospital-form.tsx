import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { FACILITY_TYPES } from '@/domain/common/choices';
import { hospitalEditBody, type HospitalEditBody } from '@/domain/organisations/hospital-forms';
import type { Hospital } from '@/domain/organisations/hospital-answers';
import { PHONE_INPUT_MAX_LENGTH, phoneEdit, phoneForDisplay } from '@/domain/common/phone-number';
import { Alert } from '@/web/components/ui/alert';
import { Field, fieldErrorProps, Input, Select } from '@/web/components/ui/field';
import { Switch } from '@/web/components/ui/switch';
import { orgFormMessage } from '@/web/lib/org-form-message';
import { ORG_FORM_LABELS, ORG_UI } from '@/web/lib/org-ui-texts';
import { coordinateOf, schemaResolver, type ShownPhone } from '@/web/lib/schema-resolver';
import { AddressFields, type AddressFormValues, useHookFormAddress } from '@/web/features/registration';

interface HospitalFormValues extends AddressFormValues {
  name: string;
  type: string;
  region: string;
  phone: string;
  email: string;
  isActive: boolean;
}

const formValues = (h: Hospital): HospitalFormValues => ({
  name: h.name,
  type: h.type,
  address: h.address,
  city: h.city,
  state: h.state,
  zipCode: h.zipCode,
  region: h.region,
  phone: phoneForDisplay(h.phone),
  email: h.email ?? '',
  latitude: h.latitude === null ? '' : String(h.latitude),
  longitude: h.longitude === null ? '' : String(h.longitude),
  isActive: h.isActive,
});

// The facility edit's required fields, checked by the server's own schema.
const REQUIRED = ['name', 'address', 'city', 'state', 'zipCode', 'type', 'region'] as const;
const resolver = schemaResolver(
  hospitalEditBody,
  (v: HospitalFormValues, c: ShownPhone | undefined) => ({
    ...v,
    phone: phoneEdit(v.phone, c?.shownPhone ?? ''),
    latitude: coordinateOf(v.latitude),
    longitude: coordinateOf(v.longitude),
  }),
  orgFormMessage(ORG_FORM_LABELS, REQUIRED),
);

/** Every field of a healthcare facility; submits the parsed body, shows the call's error above the buttons. */
export function HospitalForm({
  formId,
  hospital,
  error,
  onSubmit,
}: {
  formId: string;
  hospital: Hospital;
  error: string | null;
  onSubmit(body: HospitalEditBody): void;
}) {
  const form = useForm<HospitalFormValues, ShownPhone, HospitalEditBody>({
    defaultValues: formValues(hospital),
    resolver,
    context: { shownPhone: phoneForDisplay(hospital.phone) },
  });
  const { register, formState } = form;
  const address = useHookFormAddress(form);
  const banner = useRef<HTMLDivElement>(null);
  const id = (field: string) => `${formId}-${field}`;
  const text = (field: 'name' | 'region' | 'phone' | 'email') => ({ id: id(field), ...fieldErrorProps(id(field), formState.errors[field]?.message), ...register(field) });
  // a registration awaiting review is switched on by Approve, which also opens its accounts (the server insists)
  const inReview = hospital.requiresReview && !hospital.isActive;
  useEffect(() => {
    if (error) banner.current?.scrollIntoView({ block: 'nearest' });
  }, [error]);

  return (
    <form id={formId} noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
      <Field id={id('name')} label={ORG_FORM_LABELS.name} required error={formState.errors.name?.message}>
        <Input required autoComplete="organization" maxLength={200} {...text('name')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('type')} label={ORG_FORM_LABELS.type} required error={formState.errors.type?.message}>
          <Select id={id('type')} required {...fieldErrorProps(id('type'), formState.errors.type?.message)} {...register('type')}>
            <option value="">{ORG_FORM_LABELS.chooseType}</option>
            {FACILITY_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={id('region')} label={ORG_FORM_LABELS.region} required error={formState.errors.region?.message}>
          <Input required maxLength={100} {...text('region')} />
        </Field>
      </div>
      <AddressFields form={address} idPrefix={id('address')} required lookup="explain" coordinatesHint={ORG_UI.hospitals.coordinatesHint} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('phone')} label={ORG_FORM_LABELS.phone} error={formState.errors.phone?.message}>
          <Input type="tel" autoComplete="tel" maxLength={PHONE_INPUT_MAX_LENGTH} {...text('phone')} />
        </Field>
        <Field id={id('email')} label={ORG_FORM_LABELS.email} error={formState.errors.email?.message}>
          <Input type="email" autoComplete="email" maxLength={254} {...text('email')} />
        </Field>
      </div>
      <Switch id={id('active')} label={ORG_UI.hospitals.activeLabel} hint={inReview ? ORG_UI.inReviewHint : ORG_UI.hospitals.activeHint} disabled={inReview} {...register('isActive')} />
      {error && (
        <Alert tone="error" ref={banner}>
          {error}
        </Alert>
      )}
    </form>
  );
}
