import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { US_STATES } from '@/domain/common/choices';
import { TIME_ZONE_CHOICES } from '@/domain/common/time-zones';
import { choiceOptions } from './ui/choice-options';
import { Field, fieldErrorProps, Input, Select } from './ui/field';

type AddressPart = 'address' | 'city' | 'state' | 'zipCode' | 'timeZone';

/** The time zone select's first choice: no zone chosen, the state's applies. */
export const ZONE_OF_STATE = 'Same as the state';

/**
 * The labelled fields of a react-hook-form settings form: `control(name)` gives an input its id, ARIA and registration,
 * `field(name, input)` puts it under its label with its error, `address()` lays out the four address parts and
 * `timeZone()` the zone its people read times in.
 */
export function settingsFields<V extends FieldValues>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- only the values' shape matters here, not the parsed output
  form: UseFormReturn<V, any, any>,
  prefix: string,
  labels: Record<Path<V>, string>,
  required: readonly Path<V>[] = [],
) {
  const id = (name: Path<V>) => `${prefix}-${name}`;
  const error = (name: Path<V>) => (form.formState.errors as Record<string, { message?: string } | undefined>)[name]?.message;
  const control = (name: Path<V>) => ({
    id: id(name),
    required: required.includes(name) || undefined,
    ...fieldErrorProps(id(name), error(name)),
    ...form.register(name),
  });
  const field = (name: Path<V>, input: ReactNode, className?: string) => (
    <Field id={id(name)} label={labels[name]} required={required.includes(name)} error={error(name)} className={className}>
      {input}
    </Field>
  );
  const part = (name: AddressPart) => name as Path<V>;
  const address = (chooseState: string) => (
    <>
      {field(part('address'), <Input autoComplete="street-address" maxLength={200} {...control(part('address'))} />, 'sm:col-span-2')}
      {field(part('city'), <Input autoComplete="address-level2" maxLength={100} {...control(part('city'))} />)}
      <div className="grid grid-cols-2 gap-4">
        {field(
          part('state'),
          <Select autoComplete="address-level1" {...control(part('state'))}>
            <option value="">{chooseState}</option>
            {choiceOptions(US_STATES)}
          </Select>,
        )}
        {field(part('zipCode'), <Input inputMode="numeric" autoComplete="postal-code" maxLength={10} {...control(part('zipCode'))} />)}
      </div>
    </>
  );
  const timeZone = () =>
    field(
      part('timeZone'),
      <Select {...control(part('timeZone'))}>
        <option value="">{ZONE_OF_STATE}</option>
        {TIME_ZONE_CHOICES.map((z) => (
          <option key={z.value} value={z.value}>
            {z.label}
          </option>
        ))}
      </Select>,
    );
  return { field, control, address, timeZone };
}
