import { lazy, Suspense, useEffect, useState } from 'react';
import { Redirect, useSearchParams } from 'wouter';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import { Alert } from '@/web/components/ui/alert';
import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { errorText } from '@/web/lib/api-client';
import { clearAllDrafts, deviceStorage, tabDraftStorage } from '@/web/lib/form-drafts';
import { clearStoredSession } from '@/web/lib/session-storage';
import { UI } from '@/web/lib/ui-texts';
import { useLinkToken } from '@/web/lib/use-link-token';
import { LOGGED_OUT_QUERY, paths } from '@/web/app/paths';
import { expiredSessionDoor, forgetExpiredSessionHere } from '@/web/features/session';
import { useVerifyEmail } from '../api/verify-email';
import { BackToSelection } from '../components/back-to-selection';
import { LoggedOutShell } from '../components/logged-out-shell';
import { RoleLogin } from '../components/role-login';
import { RoleSelection } from '../components/role-selection';

// the registrations and the password reset load only when chosen: the role selection stays small
const RegistrationView = lazy(() => import('@/web/features/registration/components/registration-view'));
const ResetPasswordView = lazy(() => import('@/web/features/account/components/reset-password-view'));

/** The logged-out app is one view switched by state, not by URL. */
export type LoggedOutView =
  | 'public'
  | 'login'
  | 'healthcare-login'
  | 'ems-login'
  | 'healthcare-register'
  | 'ems-register'
  | 'reset-password';

/** The view on load: the one the query asks for, else the login of a portal user whose session just expired. */
function initialView(params: URLSearchParams, expiredDoor: ReturnType<typeof expiredSessionDoor>): LoggedOutView {
  if (params.get(LOGGED_OUT_QUERY.reset)) return 'reset-password';
  const register = params.get(LOGGED_OUT_QUERY.register);
  if (register === 'healthcare') return 'healthcare-register';
  if (register === 'ems') return 'ems-register';
  if (expiredDoor === 'healthcare') return 'healthcare-login';
  if (expiredDoor === 'ems') return 'ems-login';
  return 'public';
}

/** Sends the e-mail link's token once per page load; the result stays on the role selection. */
function useEmailVerification(token: string | null) {
  const verification = useVerifyEmail();
  useLinkToken(token, verification.mutate);
  if (verification.isSuccess) return <Alert tone="success">{verification.data.message}</Alert>;
  if (verification.isError) return <Alert tone="error">{errorText(verification.error, AUTH_MESSAGES.verificationInvalid)}</Alert>;
  if (verification.isPending) return <Alert tone="info">{UI.verifyingEmail}</Alert>;
  return null;
}

export default function LoggedOutApp() {
  const [params, setParams] = useSearchParams();
  // read once on load: ?register opens a registration, ?verify carries the e-mail link's token
  const [expiredDoor, setExpiredDoor] = useState(expiredSessionDoor);
  const [view, setView] = useState<LoggedOutView>(() => initialView(params, expiredDoor));
  const [verifyToken] = useState(() => params.get(LOGGED_OUT_QUERY.verify));
  const [resetToken] = useState(() => params.get(LOGGED_OUT_QUERY.reset));
  const [sessionCleared, setSessionCleared] = useState(false);
  const verificationBanner = useEmailVerification(verifyToken);

  // the query did its job; a reload must not open the form again or re-send a spent token
  useEffect(() => {
    if (Object.values(LOGGED_OUT_QUERY).some((key) => params.has(key))) {
      setParams({}, { replace: true });
    }
  }, [params, setParams]);

  const backToSelection = () => {
    setExpiredDoor(null);
    setView('public');
  };
  const choose = (next: LoggedOutView) => {
    setSessionCleared(false);
    setView(next);
  };
  const expiredAt = (door: 'healthcare' | 'ems') => expiredDoor === door;

  if (view === 'login') return <Redirect to={paths.adminLogin} />;

  const content = (() => {
    switch (view) {
      case 'healthcare-login':
        return <RoleLogin door="healthcare" expired={expiredAt('healthcare')} onBack={backToSelection} />;
      case 'ems-login':
        return <RoleLogin door="ems" expired={expiredAt('ems')} onBack={backToSelection} />;
      case 'healthcare-register':
        return <RegistrationView kind="healthcare" onBack={backToSelection} onDone={backToSelection} />;
      case 'ems-register':
        return <RegistrationView kind="ems" onBack={backToSelection} onDone={backToSelection} />;
      case 'reset-password':
        return <ResetPasswordView token={resetToken ?? ''} onDone={backToSelection} />;
      default:
        return (
          <RoleSelection
            banner={
              (verificationBanner || sessionCleared) && (
                <>
                  {verificationBanner}
                  {sessionCleared && <Alert tone="info">{UI.sessionCleared}</Alert>}
                </>
              )
            }
            onChoose={choose}
            onClearSession={() => {
              // starting fresh leaves nothing of anyone's behind: no session, no drafts, nothing to return to
              clearStoredSession();
              clearAllDrafts(deviceStorage());
              clearAllDrafts(tabDraftStorage());
              forgetExpiredSessionHere();
              setSessionCleared(true);
            }}
          />
        );
    }
  })();

  return (
    <LoggedOutShell
      wide={view.endsWith('-register')}
      action={view !== 'public' && <BackToSelection onClick={backToSelection} />}
    >
      <Suspense fallback={<LoadingPanel label={UI.loadingScreen} />}>{content}</Suspense>
    </LoggedOutShell>
  );
}
