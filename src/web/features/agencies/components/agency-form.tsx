import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { agencyCreateBody, agencyEditBody, type AgencyCreateBody, type AgencyEditBody } from '@/domain/organisations/agency-forms';
import type { Agency } from '@/domain/organisations/agency-answers';
import { AGENCY_SERVICE_TYPES, REGISTRATION_CAPABILITIES } from '@/domain/common/choices';
import { PHONE_INPUT_MAX_LENGTH, phoneEdit, phoneForDisplay } from '@/domain/common/phone-number';
import { Alert } from '@/web/components/ui/alert';
import { CheckboxGroup } from '@/web/components/ui/checkbox-group';
import { Field, fieldErrorProps, Input, Select } from '@/web/components/ui/field';
import { Switch } from '@/web/components/ui/switch';
import { orgFormMessage } from '@/web/lib/org-form-message';
import { ORG_FORM_LABELS, ORG_UI } from '@/web/lib/org-ui-texts';
import { coordinateOf, schemaResolver, type ShownPhone } from '@/web/lib/schema-resolver';
import { AddressFields, type AddressFormValues, useHookFormAddress } from '@/web/features/registration';

interface AgencyFormValues extends AddressFormValues {
  name: string;
  contactName: string;
  email: string;
  phone: string;
  serviceType: string;
  capabilities: string[];
  isActive: boolean;
}

const SERVICE_TYPE_VALUES: readonly string[] = AGENCY_SERVICE_TYPES.map((s) => s.value);

const formValues = (a: Agency | null): AgencyFormValues => {
  const c = a?.contactInfo;
  return {
    name: a?.name ?? '',
    contactName: c?.contactName ?? '',
    email: c?.email ?? '',
    phone: phoneForDisplay(c?.phone),
    address: c?.address ?? '',
    city: c?.city ?? '',
    state: c?.state ?? '',
    zipCode: c?.zipCode ?? '',
    latitude: a?.latitude == null ? '' : String(a.latitude),
    longitude: a?.longitude == null ? '' : String(a.longitude),
    // a registration's own service type (e.g. "Ground Ambulance") is kept unless one of the edit choices is picked
    serviceType: a ? (SERVICE_TYPE_VALUES.includes(a.serviceType) ? a.serviceType : '') : 'BLS',
    capabilities: a?.capabilities ?? [],
    isActive: a?.isActive ?? true,
  };
};

const body = ({ isActive: _active, serviceType, ...v }: AgencyFormValues, c: ShownPhone | undefined) => ({
  ...v,
  phone: phoneEdit(v.phone, c?.shownPhone ?? ''),
  serviceType: serviceType || undefined,
  latitude: coordinateOf(v.latitude),
  longitude: coordinateOf(v.longitude),
});

// The agency form's required fields (name, contact name, e-mail); the server's schemas check the rest.
const message = orgFormMessage({ ...ORG_FORM_LABELS, name: ORG_FORM_LABELS.agencyName }, ['name', 'contactName', 'email']);
const createResolver = schemaResolver(agencyCreateBody, body, message);
const editResolver = schemaResolver(agencyEditBody, (v: AgencyFormValues, c: ShownPhone | undefined) => ({ ...body(v, c), isActive: v.isActive }), message);

export type AgencyFormSubmit = { mode: 'create'; body: AgencyCreateBody } | { mode: 'edit'; body: AgencyEditBody };

/** The Edit Agency form, also used to add an agency (`agency` null); shows the call's error above the buttons. */
export function AgencyForm({
  formId,
  agency,
  error,
  onSubmit,
}: {
  formId: string;
  agency: Agency | null;
  error: string | null;
  onSubmit(submit: AgencyFormSubmit): void;
}) {
  const form = useForm<AgencyFormValues, ShownPhone, AgencyCreateBody | AgencyEditBody>({
    defaultValues: formValues(agency),
    resolver: agency ? editResolver : createResolver,
    context: { shownPhone: phoneForDisplay(agency?.contactInfo.phone) },
  });
  const { register, formState } = form;
  const address = useHookFormAddress(form);
  const banner = useRef<HTMLDivElement>(null);
  const id = (field: string) => `${formId}-${field}`;
  const err = (field: 'name' | 'contactName' | 'email' | 'phone') => formState.errors[field]?.message;
  const text = (field: 'name' | 'contactName' | 'email' | 'phone') => ({ id: id(field), ...fieldErrorProps(id(field), err(field)), ...register(field) });
  const inReview = agency !== null && agency.requiresReview && !agency.isActive;
  const registeredType = agency && !SERVICE_TYPE_VALUES.includes(agency.serviceType) ? agency.serviceType : null;
  useEffect(() => {
    if (error) banner.current?.scrollIntoView({ block: 'nearest' });
  }, [error]);

  const submit = (parsed: AgencyCreateBody | AgencyEditBody) =>
    onSubmit(agency ? { mode: 'edit', body: parsed as AgencyEditBody } : { mode: 'create', body: parsed as AgencyCreateBody });

  return (
    <form id={formId} noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <Field id={id('name')} label={ORG_FORM_LABELS.agencyName} required error={err('name')}>
          <Input required autoComplete="organization" maxLength={200} {...text('name')} />
        </Field>
        <Field id={id('service')} label={ORG_FORM_LABELS.serviceType}>
          <Select id={id('service')} {...register('serviceType')}>
            {registeredType && <option value="">{ORG_UI.agencies.keepServiceType(registeredType)}</option>}
            {AGENCY_SERVICE_TYPES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field id={id('contactName')} label={ORG_FORM_LABELS.contactName} required error={err('contactName')}>
        <Input required autoComplete="name" maxLength={200} {...text('contactName')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('email')} label={ORG_FORM_LABELS.email} required error={err('email')}>
          <Input type="email" required autoComplete="email" maxLength={254} {...text('email')} />
        </Field>
        <Field id={id('phone')} label={ORG_FORM_LABELS.phone} error={err('phone')}>
          <Input type="tel" autoComplete="tel" maxLength={PHONE_INPUT_MAX_LENGTH} {...text('phone')} />
        </Field>
      </div>
      <AddressFields form={address} idPrefix={id('address')} required={false} lookup="explain" coordinatesHint={ORG_UI.agencies.coordinatesHint} />
      <CheckboxGroup
        id={id('capabilities')}
        legend={ORG_FORM_LABELS.capabilities}
        hint={ORG_UI.agencies.capabilitiesHint}
        options={REGISTRATION_CAPABILITIES}
        inputProps={register('capabilities')}
      />
      {agency && (
        <Switch
          id={id('active')}
          label={ORG_UI.agencies.activeLabel}
          hint={inReview ? ORG_UI.inReviewHint : ORG_UI.agencies.activeHint}
          disabled={inReview}
          {...register('isActive')}
        />
      )}
      {error && (
        <Alert tone="error" ref={banner}>
          {error}
        </Alert>
      )}
    </form>
  );
}
