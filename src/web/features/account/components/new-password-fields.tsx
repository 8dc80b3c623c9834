import { ACCOUNT_PASSWORD_TEXTS } from '@/domain/session/account-password';
import { Field, Input } from '@/web/components/ui/field';

/** The new password (the form's field `newName`), with the rules as its hint, and its confirmation (`confirmPassword`). */
export function NewPasswordFields({ idPrefix, newName }: { idPrefix: string; newName: string }) {
  return (
    <>
      <Field id={`${idPrefix}-new`} label={ACCOUNT_PASSWORD_TEXTS.newPassword} hint={ACCOUNT_PASSWORD_TEXTS.rulesHint}>
        <Input id={`${idPrefix}-new`} name={newName} type="password" autoComplete="new-password" required aria-describedby={`${idPrefix}-new-hint`} />
      </Field>
      <Field id={`${idPrefix}-confirm`} label={ACCOUNT_PASSWORD_TEXTS.confirmNewPassword}>
        <Input id={`${idPrefix}-confirm`} name="confirmPassword" type="password" autoComplete="new-password" required />
      </Field>
    </>
  );
}
