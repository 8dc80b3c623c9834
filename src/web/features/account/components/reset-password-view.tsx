import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ACCOUNT_PASSWORD_MESSAGES as M, ACCOUNT_PASSWORD_TEXTS as T } from '../../../../domain/account-password';
import { typedPasswordProblem } from '../../../../domain/password-rules';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/api-client';
import { AuthCard } from '../../auth/components/logged-out-shell';
import { BackLink } from '../../auth/components/back-link';
import { useResetPassword } from '../api/reset-password';
import { NewPasswordFields } from './new-password-fields';

interface Values {
  password: string;
  confirmPassword: string;
}

/** The e-mailed reset link's screen: the new password twice, then back to the sign-in choices. */
export default function ResetPasswordView({ token, onDone }: { token: string; onDone(): void }) {
  const reset = useResetPassword();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit } = useForm<Values>({ defaultValues: { password: '', confirmPassword: '' } });

  // what the browser can judge alone; the server knows whose account it is and judges the rest
  const onSubmit = (v: Values) => {
    const first = typedPasswordProblem(v.password, v.confirmPassword, {});
    setProblem(first);
    if (!first) reset.mutate({ token, ...v });
  };
  const error = problem ?? (reset.isError ? errorText(reset.error, M.resetFailed) : null);

  return (
    <AuthCard title={T.resetTitle}>
      {reset.isSuccess ? (
        <Alert tone="success">{reset.data}</Alert>
      ) : (
        <form onSubmit={handleSubmit(onSubmit)} className="space-y-4">
          {error && <Alert tone="error">{error}</Alert>}
          <NewPasswordFields idPrefix={id} register={register} newName="password" />
          <Button type="submit" size="lg" busy={reset.isPending} className="w-full">
            {reset.isPending ? T.resetting : T.resetButton}
          </Button>
        </form>
      )}
      <div className="mt-6">
        <BackLink label={T.backToSignIn} onClick={onDone} />
      </div>
    </AuthCard>
  );
}
