import { useLocation } from 'wouter';
import { SCREEN } from '@/domain/common/messages';
import { UI } from '@/web/lib/ui-texts';
import { paths } from '@/web/app/paths';
import { returnPlaceFor } from '@/web/features/session';
import { OrganisationSignIn } from '@/web/features/single-sign-on';
import { SecondFactorStep } from '@/web/features/two-factor';
import { useLogin } from '../api/login';
import { ExpiredSessionNotice } from './expired-session-notice';
import { AuthCard } from './logged-out-shell';
import { BackLink } from './back-link';
import { DemoCredentials } from './demo-credentials';
import { LoginForm, loginError } from './login-form';

const TITLES = { healthcare: SCREEN.healthcareLogin, ems: SCREEN.emsLogin } as const;

/**
 * The healthcare facility and EMS agency logins. `expired`: this user's session just expired, which the login says;
 * signing back in then returns to the screen left.
 */
export function RoleLogin({ door, expired = false, onBack }: { door: 'healthcare' | 'ems'; expired?: boolean; onBack(): void }) {
  const [, navigate] = useLocation();
  const login = useLogin(door, (user) => navigate(returnPlaceFor(user) ?? paths.home, { replace: true }));
  return (
    <AuthCard title={TITLES[door]} subtitle={UI.roleLoginSubtitle}>
      {expired && <ExpiredSessionNotice />}
      {login.secondFactor ? (
        <SecondFactorStep {...login.secondFactor} />
      ) : (
        <OrganisationSignIn>
          <LoginForm
            idPrefix={`${door}-login`}
            submitLabel={SCREEN.signIn}
            busy={login.isPending}
            error={login.isError ? loginError(login.error) : null}
            onSubmit={(values) => login.mutate(values)}
          />
        </OrganisationSignIn>
      )}
      <DemoCredentials roles={[door]} />
      <div className="mt-6">
        <BackLink label={SCREEN.backToLoginOptions} onClick={onBack} />
      </div>
    </AuthCard>
  );
}
