import type { LoginBody } from '@/domain/session/auth';
import { AUTH_MESSAGES, SCREEN } from '@/domain/common/messages';
import { ApiRequestError, serverTextOr } from '@/web/lib/api-client';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Field, Input } from '@/web/components/ui/field';
import { submittedValues } from '@/web/lib/form-values';
import { UI } from '@/web/lib/ui-texts';
import { ForgotPasswordLink } from '@/web/features/account';

/** A refused sign-in shows the server's words (or 'Login failed'); a call that never got an answer is a network error. */
export const loginError = (err: unknown) =>
  err instanceof ApiRequestError ? serverTextOr(err, AUTH_MESSAGES.loginFailed) : AUTH_MESSAGES.networkError;

/** E-mail and password; the browser checks both are filled and the e-mail looks like one. */
export function LoginForm({
  idPrefix,
  submitLabel,
  busy,
  error,
  onSubmit,
}: {
  idPrefix: string;
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit(values: LoginBody): void;
}) {
  return (
    <div className="space-y-3">
      <form
        onSubmit={(event) => {
          const { email, password } = submittedValues(event, ['email', 'password']);
          onSubmit({ email: email.trim(), password });
        }}
        className="space-y-4"
      >
        {error && <Alert tone="error">{error}</Alert>}
        <Field id={`${idPrefix}-email`} label={UI.emailLabel}>
          <Input id={`${idPrefix}-email`} type="email" autoComplete="username" required name="email" />
        </Field>
        <Field id={`${idPrefix}-password`} label={UI.passwordLabel}>
          <Input id={`${idPrefix}-password`} type="password" autoComplete="current-password" required name="password" />
        </Field>
        <Button type="submit" size="lg" busy={busy} className="w-full">
          {busy ? SCREEN.signingIn : submitLabel}
        </Button>
      </form>
      {/* outside the form: its dialog holds a form of its own */}
      <div className="text-center">
        <ForgotPasswordLink />
      </div>
    </div>
  );
}
