import type { FieldErrors, FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import type { AddressField, AddressFormBinding, AddressFormValues } from './address-fields';

/** The address fields' binding to a react-hook-form form (the control center's facility and agency forms). */
export function useHookFormAddress<V extends FieldValues & AddressFormValues, T>(form: UseFormReturn<V, unknown, T>): AddressFormBinding {
  const { register, setValue, control } = form;
  const name = (field: AddressField) => field as Path<V>;
  const [address, city, state, zipCode] = useWatch({ control, name: [name('address'), name('city'), name('state'), name('zipCode')] });
  const errors = form.formState.errors as FieldErrors<AddressFormValues>;
  return {
    values: { address, city, state, zipCode },
    input: (field) => register(name(field)),
    error: (field) => errors[field]?.message,
    // a coordinate filled in after a failed submit is checked again at once, as typing would be
    setCoordinate: (field, text) =>
      setValue(name(field), text as PathValue<V, Path<V>>, { shouldDirty: true, shouldValidate: form.formState.isSubmitted }),
  };
}
