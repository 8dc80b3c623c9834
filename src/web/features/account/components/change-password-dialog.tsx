// The Change Password dialog, in a chunk of its own: every signed-in screen shows the button, few open the dialog, so
// its code is not on the way to any screen's first paint (change-password-button.tsx loads it).
import { useId, useState, type FormEvent } from 'react';
import { ACCOUNT_PASSWORD_MESSAGES, ACCOUNT_PASSWORD_TEXTS, type ChangePasswordBody } from '@/domain/session/account-password';
import { typedPasswordProblem } from '@/domain/session/password-rules';
import { Alert } from '@/web/components/ui/alert';
import { Field, Input } from '@/web/components/ui/field';
import { errorText } from '@/web/lib/api-client';
import { submittedValues } from '@/web/lib/form-values';
import { useSignedInUser } from '@/web/features/session';
import { useChangePassword } from '../api/change-password';
import { AccountDialog } from './account-dialog';
import { NewPasswordFields } from './new-password-fields';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const satisfies (keyof ChangePasswordBody)[];

/** The current password and the new one twice. */
export default function ChangePasswordDialog({ onClose }: { onClose(): void }) {
  const user = useSignedInUser();
  const change = useChangePassword();
  const formId = useId();
  const [problem, setProblem] = useState<string | null>(null);

  // the checks the browser can make at once; the server adds the common-password list and decides
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const v = submittedValues(event, FIELDS);
    const first = typedPasswordProblem(v.newPassword, v.confirmPassword, { email: user.email, organisationName: user.facilityName ?? user.agencyName });
    setProblem(first);
    if (!first) change.mutate(v);
  };
  const error = problem ?? (change.isError ? errorText(change.error, ACCOUNT_PASSWORD_MESSAGES.changeFailed) : null);

  return (
    <AccountDialog title={ACCOUNT_PASSWORD_TEXTS.changePassword} formId={formId} submitLabel={ACCOUNT_PASSWORD_TEXTS.save} busyLabel={ACCOUNT_PASSWORD_TEXTS.saving} call={change} onClose={onClose}>
      <form id={formId} onSubmit={onSubmit} className="space-y-4">
        {error && <Alert tone="error">{error}</Alert>}
        <Field id={`${formId}-current`} label={ACCOUNT_PASSWORD_TEXTS.currentPassword}>
          <Input id={`${formId}-current`} type="password" autoComplete="current-password" required name="currentPassword" />
        </Field>
        <NewPasswordFields idPrefix={formId} newName="newPassword" />
        {/* lets a password manager tie the new password to the account */}
        <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
      </form>
    </AccountDialog>
  );
}
