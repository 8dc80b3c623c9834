import { useId, useState, type FormEvent } from 'react';
import { ACCOUNT_PASSWORD_MESSAGES, ACCOUNT_PASSWORD_TEXTS } from '@/domain/session/account-password';
import { typedPasswordProblem } from '@/domain/session/password-rules';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { errorText } from '@/web/lib/api-client';
import { submittedValues } from '@/web/lib/form-values';
import { AuthCard, BackLink } from '@/web/features/auth';
import { useResetPassword } from '../api/reset-password';
import { NewPasswordFields } from './new-password-fields';

/** The e-mailed reset link's screen: the new password twice, then back to the sign-in choices. */
export default function ResetPasswordView({ token, onDone }: { token: string; onDone(): void }) {
  const reset = useResetPassword();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);

  // what the browser can judge alone; the server knows whose account it is and judges the rest
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const v = submittedValues(event, ['password', 'confirmPassword']);
    const first = typedPasswordProblem(v.password, v.confirmPassword, {});
    setProblem(first);
    if (!first) reset.mutate({ token, ...v });
  };
  const error = problem ?? (reset.isError ? errorText(reset.error, ACCOUNT_PASSWORD_MESSAGES.resetFailed) : null);

  return (
    <AuthCard title={ACCOUNT_PASSWORD_TEXTS.resetTitle}>
      {reset.isSuccess ? (
        <Alert tone="success">{reset.data}</Alert>
      ) : (
        <form onSubmit={onSubmit} className="space-y-4">
          {error && <Alert tone="error">{error}</Alert>}
          <NewPasswordFields idPrefix={id} newName="password" />
          <Button type="submit" size="lg" busy={reset.isPending} className="w-full">
            {reset.isPending ? ACCOUNT_PASSWORD_TEXTS.resetting : ACCOUNT_PASSWORD_TEXTS.resetButton}
          </Button>
        </form>
      )}
      <div className="mt-6">
        <BackLink label={ACCOUNT_PASSWORD_TEXTS.backToSignIn} onClick={onDone} />
      </div>
    </AuthCard>
  );
}
