import type { ChangeEvent, FocusEvent, Ref } from 'react';
import { US_STATES } from '@/domain/common/choices';
import type { RegistrationFormValues } from '@/domain/organisations/registration';
import { Field, fieldErrorProps, Input, Select } from '@/web/components/ui/field';
import { REGISTRATION_LABELS } from '@/web/lib/ui-texts';
import { CoordinateLookup } from './coordinate-lookup';

/** The address and coordinate inputs every organisation form has; all are text until submitted. */
export type AddressFormValues = Pick<RegistrationFormValues, 'address' | 'city' | 'state' | 'zipCode' | 'latitude' | 'longitude'>;

export type AddressField = keyof AddressFormValues;

/** What an input of the address needs from its form: its name and change handler, and its value when controlled. */
export interface AddressInputBinding {
  name: string;
  value?: string;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLSelectElement>): unknown;
  onBlur?(event: FocusEvent<HTMLInputElement | HTMLSelectElement>): unknown;
  ref?: Ref<HTMLInputElement & HTMLSelectElement>;
}

/** The form behind the address fields, whichever way it keeps its values (plain state on registration, the form library in the control center). */
export interface AddressFormBinding {
  /** the current address, for the coordinate lookup */
  values: Pick<AddressFormValues, 'address' | 'city' | 'state' | 'zipCode'>;
  input(field: AddressField): AddressInputBinding;
  error(field: AddressField): string | undefined;
  /** puts a coordinate found by the lookup into its input */
  setCoordinate(field: 'latitude' | 'longitude', text: string): void;
}

/**
 * Street, city, state, ZIP, 'Lookup Coordinates' and latitude/longitude, for the registration forms and the
 * control center's facility and agency forms. `required` stars the address parts; errors show under each input.
 */
export function AddressFields({
  form,
  idPrefix,
  required,
  lookup,
  coordinatesHint,
}: {
  form: AddressFormBinding;
  idPrefix: string;
  required: boolean;
  lookup: 'disable' | 'explain';
  coordinatesHint: string;
}) {
  const id = (field: string) => `${idPrefix}-${field}`;
  const { error } = form;
  const control_ = (field: AddressField, htmlId: string) => ({ id: htmlId, ...fieldErrorProps(htmlId, error(field)), ...form.input(field) });

  return (
    <>
      <Field id={id('address')} label={REGISTRATION_LABELS.address} required={required} error={error('address')}>
        <Input required={required} autoComplete="street-address" maxLength={200} {...control_('address', id('address'))} />
      </Field>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-[2fr_1fr_1fr]">
        <Field id={id('city')} label={REGISTRATION_LABELS.city} required={required} error={error('city')} className="col-span-2 sm:col-span-1">
          <Input required={required} autoComplete="address-level2" maxLength={100} {...control_('city', id('city'))} />
        </Field>
        <Field id={id('state')} label={REGISTRATION_LABELS.state} required={required} error={error('state')}>
          <Select required={required} autoComplete="address-level1" {...control_('state', id('state'))}>
            <option value="">—</option>
            {US_STATES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={id('zip')} label={REGISTRATION_LABELS.zipCode} required={required} error={error('zipCode')}>
          <Input
            required={required}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            pattern="\d{5}(-\d{4})?"
            title={REGISTRATION_LABELS.zipCodeFormat}
            {...control_('zipCode', id('zip'))}
          />
        </Field>
      </div>
      <CoordinateLookup
        id={id('lookup')}
        whenIncomplete={lookup}
        address={form.values}
        onFound={(r) => {
          form.setCoordinate('latitude', String(r.latitude));
          form.setCoordinate('longitude', String(r.longitude));
        }}
      />
      <div className="grid grid-cols-2 gap-4">
        {(['latitude', 'longitude'] as const).map((field) => (
          <Field key={field} id={id(field)} label={REGISTRATION_LABELS[field]} error={error(field)}>
            <Input inputMode="decimal" {...control_(field, id(field))} aria-describedby={error(field) ? id(`${field}-error`) : id('coords-hint')} />
          </Field>
        ))}
      </div>
      <p id={id('coords-hint')} className="-mt-2 text-xs text-slate-500">
        {coordinatesHint}
      </p>
    </>
  );
}
