import { useEffect } from 'react';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import type { SessionUser } from '@/domain/session/session-answers';
import type { SecondFactorChallenge } from '@/domain/session/two-factor-answers';
import { TWO_FACTOR_TEXTS } from '@/domain/session/two-factor-texts';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { errorText } from '@/web/lib/api-client';
import { useCall } from '@/web/lib/use-call';
import { beginLoginEnrolment, confirmLoginEnrolment, loginWithCode } from '../api/second-step';
import { CodeForm } from './code-form';
import { EnrolmentPanel } from './enrolment-panel';
import { RecoveryCodesPanel } from './recovery-codes-panel';

type Challenge = Pick<SecondFactorChallenge, 'challenge' | 'step'>;
type Props = { challenge: Challenge; onSignedIn(user: SessionUser, token: string): void; onStartOver(): void };

const failure = (err: unknown) => errorText(err, AUTH_MESSAGES.loginFailed);

/** What follows a right password for an account with a second factor: its code, or setting one up where it is required. */
export default function SecondFactorStep({ challenge, onSignedIn, onStartOver }: Props) {
  return (
    <div className="space-y-4">
      {challenge.step === 'code' ? <CodeStep challenge={challenge} onSignedIn={onSignedIn} /> : <EnrolStep challenge={challenge} onSignedIn={onSignedIn} />}
      <div className="text-center">
        <Button variant="link" onClick={onStartOver}>
          {TWO_FACTOR_TEXTS.startOver}
        </Button>
      </div>
    </div>
  );
}

function CodeStep({ challenge, onSignedIn }: Omit<Props, 'onStartOver'>) {
  const verify = useCall((code: string) => loginWithCode(challenge.challenge, code), ({ user, token }) => onSignedIn(user, token));
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold text-slate-900">{TWO_FACTOR_TEXTS.loginCodeTitle}</h2>
      <p className="text-sm text-slate-700">{TWO_FACTOR_TEXTS.loginCodeIntro}</p>
      <CodeForm
        id="two-factor-login-code"
        label={TWO_FACTOR_TEXTS.codeOrRecoveryLabel}
        submitLabel={TWO_FACTOR_TEXTS.verify}
        busy={verify.isPending}
        error={verify.isError ? failure(verify.error) : null}
        onSubmit={(code) => verify.mutate(code)}
      />
    </div>
  );
}

function EnrolStep({ challenge, onSignedIn }: Omit<Props, 'onStartOver'>) {
  const begin = useCall(() => beginLoginEnrolment(challenge.challenge));
  const confirm = useCall((code: string) => confirmLoginEnrolment(challenge.challenge, code));
  const { mutate: start } = begin;
  // each start makes a new secret; only the latest call's answer is shown, and it is the one kept
  useEffect(() => start(undefined), [start]);

  if (confirm.isSuccess) {
    const { user, token, recoveryCodes } = confirm.data;
    return <RecoveryCodesPanel codes={recoveryCodes} doneLabel={TWO_FACTOR_TEXTS.continue} onDone={() => onSignedIn(user, token)} />;
  }
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold text-slate-900">{TWO_FACTOR_TEXTS.loginEnrolTitle}</h2>
      <p className="text-sm text-slate-700">{TWO_FACTOR_TEXTS.loginEnrolIntro}</p>
      {begin.isError && <Alert tone="error">{failure(begin.error)}</Alert>}
      {begin.isSuccess && (
        <EnrolmentPanel
          enrolment={begin.data}
          busy={confirm.isPending}
          error={confirm.isError ? failure(confirm.error) : null}
          onConfirm={(code) => confirm.mutate(code)}
        />
      )}
    </div>
  );
}
