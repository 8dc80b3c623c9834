import { useLocation } from 'wouter';
import { SCREEN } from '@/domain/common/messages';
import { CREW_APP_UI } from '@/web/lib/crew-app-ui-texts';
import { paths } from '@/web/app/paths';
import { useInstallableCrewApp } from '@/web/features/crew';
import { expiredSessionDoor, returnPlaceFor } from '@/web/features/session';
import { SecondFactorStep } from '@/web/features/two-factor';
import { useLogin } from '../api/login';
import { ExpiredSessionNotice } from '../components/expired-session-notice';
import { DemoCredentials } from '../components/demo-credentials';
import { AuthCard, LoggedOutShell } from '../components/logged-out-shell';
import { LoginForm, loginError } from '../components/login-form';

/**
 * The crew's sign-in at /crew: the address a crew installs on its phone (from here, before signing in), which opens
 * the crew app once signed in.
 */
export default function CrewLoginPage() {
  const [, navigate] = useLocation();
  useInstallableCrewApp();
  const login = useLogin('crew', (user) => navigate(returnPlaceFor(user) ?? paths.crew, { replace: true }));
  return (
    <LoggedOutShell>
      <AuthCard title={CREW_APP_UI.signInTitle} subtitle={CREW_APP_UI.signInSubtitle}>
        {expiredSessionDoor() === 'crew' && <ExpiredSessionNotice />}
        {login.secondFactor ? (
          <SecondFactorStep {...login.secondFactor} />
        ) : (
          <LoginForm
            idPrefix="crew-login"
            submitLabel={SCREEN.signIn}
            busy={login.isPending}
            error={login.isError ? loginError(login.error) : null}
            onSubmit={(values) => login.mutate(values)}
          />
        )}
        <DemoCredentials roles={['crew']} />
      </AuthCard>
    </LoggedOutShell>
  );
}
