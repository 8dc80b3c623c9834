import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { AUTH_MESSAGES, SCREEN } from '@/domain/common/messages';
import { serverTextOr } from '@/web/lib/api-client';
import { clearStoredSession } from '@/web/lib/session-storage';
import { UI } from '@/web/lib/ui-texts';
import { paths } from '@/web/app/paths';
import { expiredSessionDoor, returnPlaceFor } from '@/web/features/session';
import { SecondFactorStep } from '@/web/features/two-factor';
import { useLogin } from '../api/login';
import { ExpiredSessionNotice } from '../components/expired-session-notice';
import { AuthCard, LoggedOutShell } from '../components/logged-out-shell';
import { BackLink } from '../components/back-link';
import { BackToSelection } from '../components/back-to-selection';
import { DemoCredentials } from '../components/demo-credentials';
import { LoginForm } from '../components/login-form';

/**
 * /login: the control center's administrator login (the Transport Center Login choice); opening it clears the stored
 * session. After a control-center session expired it says so, and signing back in returns to the screen left.
 */
export default function AdminLoginPage() {
  const [, navigate] = useLocation();
  const login = useLogin('admin', (user) => navigate(returnPlaceFor(user) ?? paths.dashboard.root, { replace: true }));
  const [expired] = useState(() => expiredSessionDoor() === 'admin');

  useEffect(() => {
    clearStoredSession();
  }, []);

  return (
    <LoggedOutShell action={<BackToSelection onClick={() => navigate(paths.home)} />}>
      <AuthCard title={SCREEN.adminLoginTitle} subtitle={UI.adminLoginSubtitle}>
        {expired && <ExpiredSessionNotice />}
        {login.secondFactor ? (
          <SecondFactorStep {...login.secondFactor} />
        ) : (
          <LoginForm
            idPrefix="admin-login"
            submitLabel={SCREEN.adminSignIn}
            busy={login.isPending}
            error={login.isError ? serverTextOr(login.error, AUTH_MESSAGES.loginFailed) : null}
            onSubmit={(values) => login.mutate(values)}
          />
        )}
        <DemoCredentials roles={['admin', 'user']} />
        <div className="mt-6">
          <BackLink label={SCREEN.backToLoginOptions} to={paths.home} />
        </div>
      </AuthCard>
    </LoggedOutShell>
  );
}
