import { useState } from 'react';
import { useLocation } from 'wouter';
import { isSsoFailure, SSO_FAILURES, SSO_TEXTS } from '@/domain/session/single-sign-on-texts';
import { Alert } from '@/web/components/ui/alert';
import { serverTextOr } from '@/web/lib/api-client';
import { useCall } from '@/web/lib/use-call';
import { useLinkToken } from '@/web/lib/use-link-token';
import { paths } from '@/web/app/paths';
import { returnPlaceFor, useSession } from '@/web/features/session';
import { AuthCard, LoggedOutShell } from '@/web/features/auth';
import { exchangeCode } from '../api/sign-in-calls';

/** The fragment the server's callback sent: a one-time code or a failure's name; read once and wiped from the address. */
function readFragment(): { code: string | null; failure: string | null } {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  window.history.replaceState(null, '', window.location.pathname);
  const error = fragment.get('error');
  return { code: fragment.get('code'), failure: error === null ? null : isSsoFailure(error) ? SSO_FAILURES[error] : SSO_FAILURES.failed };
}

/** Where the organisation's sign-in returns: the one-time code becomes the session, or the reason it did not. */
export default function SingleSignOnLandingPage() {
  const [, navigate] = useLocation();
  const { signIn } = useSession();
  const [{ code, failure }] = useState(readFragment);
  const exchange = useCall(exchangeCode, ({ user, token }) => {
    signIn(user, token);
    navigate(returnPlaceFor(user) ?? paths.home, { replace: true });
  });
  useLinkToken(code, exchange.mutate);

  const problem = failure ?? (!code ? SSO_FAILURES.expired : exchange.isError ? serverTextOr(exchange.error, SSO_FAILURES.failed) : null);
  return (
    <LoggedOutShell>
      <AuthCard title={SSO_TEXTS.landingTitle}>
        <div className="space-y-4">
          {problem ? <Alert tone="error">{problem}</Alert> : <Alert tone="info">{SSO_TEXTS.landingBusy}</Alert>}
          {problem && (
            <a href={paths.home} className="inline-block font-medium text-blue-700 underline-offset-2 hover:underline">
              {SSO_TEXTS.backToLogin}
            </a>
          )}
        </div>
      </AuthCard>
    </LoggedOutShell>
  );
}
