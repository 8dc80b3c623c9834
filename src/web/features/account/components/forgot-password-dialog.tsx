import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { ACCOUNT_PASSWORD_MESSAGES as M, ACCOUNT_PASSWORD_TEXTS as T } from '../../../../domain/account-password';
import { Alert } from '../../../components/ui/alert';
import { Field, Input } from '../../../components/ui/field';
import { errorText } from '../../../lib/api-client';
import { useForgotPassword } from '../api/forgot-password';
import { AccountDialog } from './account-dialog';

/** Asks for the account's e-mail and has a reset link sent to it. */
export default function ForgotPasswordDialog({ onClose }: { onClose(): void }) {
  const request = useForgotPassword();
  const formId = useId();
  const { register, handleSubmit } = useForm<{ email: string }>({ defaultValues: { email: '' } });
  return (
    <AccountDialog title={T.forgotTitle} formId={formId} submitLabel={T.sendLink} busyLabel={T.sending} call={request} onClose={onClose}>
      <form id={formId} onSubmit={handleSubmit(({ email }) => request.mutate(email.trim()))} className="space-y-4">
        <p className="text-sm text-slate-600">{T.forgotIntro}</p>
        {request.isError && <Alert tone="error">{errorText(request.error, M.requestFailed)}</Alert>}
        <Field id={`${formId}-email`} label={T.email}>
          <Input id={`${formId}-email`} type="email" autoComplete="username" required {...register('email')} />
        </Field>
      </form>
    </AccountDialog>
  );
}
