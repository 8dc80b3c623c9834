import { useId } from 'react';
import { ACCOUNT_PASSWORD_MESSAGES, ACCOUNT_PASSWORD_TEXTS } from '@/domain/session/account-password';
import { Alert } from '@/web/components/ui/alert';
import { Field, Input } from '@/web/components/ui/field';
import { errorText } from '@/web/lib/api-client';
import { submittedValues } from '@/web/lib/form-values';
import { useForgotPassword } from '../api/forgot-password';
import { AccountDialog } from './account-dialog';

/** Asks for the account's e-mail and has a reset link sent to it. */
export default function ForgotPasswordDialog({ onClose }: { onClose(): void }) {
  const request = useForgotPassword();
  const formId = useId();
  return (
    <AccountDialog title={ACCOUNT_PASSWORD_TEXTS.forgotTitle} formId={formId} submitLabel={ACCOUNT_PASSWORD_TEXTS.sendLink} busyLabel={ACCOUNT_PASSWORD_TEXTS.sending} call={request} onClose={onClose}>
      <form id={formId} onSubmit={(event) => request.mutate(submittedValues(event, ['email']).email.trim())} className="space-y-4">
        <p className="text-sm text-slate-600">{ACCOUNT_PASSWORD_TEXTS.forgotIntro}</p>
        {request.isError && <Alert tone="error">{errorText(request.error, ACCOUNT_PASSWORD_MESSAGES.requestFailed)}</Alert>}
        <Field id={`${formId}-email`} label={ACCOUNT_PASSWORD_TEXTS.email}>
          <Input id={`${formId}-email`} type="email" autoComplete="username" required name="email" />
        </Field>
      </form>
    </AccountDialog>
  );
}
