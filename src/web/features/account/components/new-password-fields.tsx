import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { ACCOUNT_PASSWORD_TEXTS as T } from '../../../../domain/account-password';
import { Field, Input } from '../../../components/ui/field';

/** The new password, with the rules as its hint, and its confirmation (a field named `confirmPassword`). */
export function NewPasswordFields<V extends FieldValues & { confirmPassword: string }>({
  idPrefix,
  register,
  newName,
}: {
  idPrefix: string;
  register: UseFormRegister<V>;
  newName: Path<V>;
}) {
  return (
    <>
      <Field id={`${idPrefix}-new`} label={T.newPassword} hint={T.rulesHint}>
        <Input id={`${idPrefix}-new`} type="password" autoComplete="new-password" required aria-describedby={`${idPrefix}-new-hint`} {...register(newName)} />
      </Field>
      <Field id={`${idPrefix}-confirm`} label={T.confirmNewPassword}>
        <Input id={`${idPrefix}-confirm`} type="password" autoComplete="new-password" required {...register('confirmPassword' as Path<V>)} />
      </Field>
    </>
  );
}
