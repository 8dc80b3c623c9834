import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import type { UserType } from '@/domain/common/enums';
import { Redirect, Route, Switch, useRoute } from 'wouter';
import { FullPageSpinner } from '../components/ui/spinner';
import { useSession } from '../features/session';
import { readStoredUserType } from '../lib/session-storage';
import { paths } from './paths';

const loadShell = () => import('./signed-in-shell');
const SCREEN_CODE: Record<UserType, () => Promise<{ default: ComponentType }>> = {
  HEALTHCARE: () => import('../features/healthcare-portal/pages/healthcare-portal-page'),
  EMS: () => import('../features/ems-dashboard/pages/ems-dashboard-page'),
  ADMIN: () => import('../features/dashboard/dashboard-routes'),
  USER: () => import('../features/dashboard/dashboard-routes'),
  CREW: () => import('../features/crew/pages/crew-app-page'),
};

/** A signed-in screen in its shell, both fetched at once when it is first shown. */
const signedIn = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(async () => {
    const [{ SignedInShell }, { default: Screen }] = await Promise.all([loadShell(), load()]);
    return {
      default: () => (
        <SignedInShell>
          <Screen />
        </SignedInShell>
      ),
    };
  });

// Each screen's code loads when the screen is first shown, so the login screens download none of the dashboards.
const LoggedOutApp = lazy(() => import('../features/auth/pages/logged-out-app'));
const AdminLoginPage = lazy(() => import('../features/auth/pages/admin-login-page'));
const ConfirmEmailPage = lazy(() => import('../features/auth/pages/confirm-email-page'));
const SingleSignOnLandingPage = lazy(() => import('../features/single-sign-on/pages/single-sign-on-landing-page'));
const CrewLoginPage = lazy(() => import('../features/auth/pages/crew-login-page'));
const DashboardRoutes = signedIn(SCREEN_CODE.ADMIN);
const EmsDashboardPage = signedIn(SCREEN_CODE.EMS);
const HealthcarePortalPage = signedIn(SCREEN_CODE.HEALTHCARE);
const CrewAppPage = signedIn(SCREEN_CODE.CREW);

/** While the stored session is checked, the code of the screen it will most likely open is already on its way. */
function fetchStoredUsersScreen() {
  const userType = readStoredUserType();
  if (!userType) return;
  // a failed fetch here is tried again when the screen itself is shown
  Promise.all([loadShell(), SCREEN_CODE[userType]()]).catch(() => undefined);
}

/** One page for the whole app at `at`: HEALTHCARE users get the portal, EMS users their dashboard, the crew its app. */
function SinglePage({ page, at = paths.home }: { page: ReactNode; at?: string }) {
  return (
    <Switch>
      <Route path={at}>{page}</Route>
      <Route>
        <Redirect to={at} replace />
      </Route>
    </Switch>
  );
}

/** Which screens exist depends on who is signed in. */
export function AppRoutes() {
  const { status, user } = useSession();
  const [confirmingEmail] = useRoute(paths.confirmEmail);
  const [singleSignOn] = useRoute(paths.singleSignOn);
  useEffect(() => {
    if (status === 'loading') fetchStoredUsersScreen();
  }, [status]);
  // an e-mailed link works whoever is signed in here, or nobody
  if (confirmingEmail) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <ConfirmEmailPage />
      </Suspense>
    );
  }
  // an organisation's sign-in returns here, replacing whatever session this browser held
  if (singleSignOn) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <SingleSignOnLandingPage />
      </Suspense>
    );
  }
  if (status === 'loading') return <FullPageSpinner />;

  if (!user) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <Switch>
          <Route path={paths.adminLogin} component={AdminLoginPage} />
          <Route path={paths.crew} component={CrewLoginPage} />
          <Route path={paths.home} component={LoggedOutApp} />
          <Route>
            <Redirect to={paths.home} replace />
          </Route>
        </Switch>
      </Suspense>
    );
  }

  const shell = (() => {
    switch (user.userType) {
      case 'HEALTHCARE':
        return <SinglePage page={<HealthcarePortalPage />} />;
      case 'EMS':
        return <SinglePage page={<EmsDashboardPage />} />;
      case 'CREW':
        return <SinglePage page={<CrewAppPage />} at={paths.crew} />;
      default:
        return (
          <Switch>
            <Route path={`${paths.dashboard.root}/*?`} component={DashboardRoutes} />
            <Route>
              <Redirect to={paths.dashboard.root} replace />
            </Route>
          </Switch>
        );
    }
  })();
  return <Suspense fallback={<FullPageSpinner />}>{shell}</Suspense>;
}
