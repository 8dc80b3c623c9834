import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { FullPageSpinner } from '../components/ui/spinner';
import { useSession } from '../features/session/session-context';
import { paths } from './paths';

/** A signed-in screen in its shell, both fetched at once when it is first shown. */
const signedIn = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(async () => {
    const [{ SignedInShell }, { default: Screen }] = await Promise.all([import('./signed-in-shell'), load()]);
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
const DashboardRoutes = signedIn(() => import('../features/dashboard/dashboard-routes'));
const EmsDashboardPage = signedIn(() => import('../features/ems-dashboard/pages/ems-dashboard-page'));
const HealthcarePortalPage = signedIn(() => import('../features/healthcare-portal/pages/healthcare-portal-page'));

/** One page for the whole app: HEALTHCARE users get the portal, EMS users their dashboard. */
function SinglePage({ page }: { page: ReactNode }) {
  return (
    <Routes>
      <Route path={paths.home} element={page} />
      <Route path="*" element={<Navigate to={paths.home} replace />} />
    </Routes>
  );
}

/** Which screens exist depends on who is signed in (spec part 1 §2, "Logged-in routing"). */
export function AppRoutes() {
  const { status, user } = useSession();
  if (status === 'loading') return <FullPageSpinner />;

  if (!user) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <Routes>
          <Route path={paths.adminLogin} element={<AdminLoginPage />} />
          <Route path={paths.home} element={<LoggedOutApp />} />
          <Route path="*" element={<Navigate to={paths.home} replace />} />
        </Routes>
      </Suspense>
    );
  }

  const shell = (() => {
    switch (user.userType) {
      case 'HEALTHCARE':
        return <SinglePage page={<HealthcarePortalPage />} />;
      case 'EMS':
        return <SinglePage page={<EmsDashboardPage />} />;
      default:
        return (
          <Routes>
            <Route path={`${paths.dashboard.root}/*`} element={<DashboardRoutes />} />
            <Route path="*" element={<Navigate to={paths.dashboard.root} replace />} />
          </Routes>
        );
    }
  })();
  return <Suspense fallback={<FullPageSpinner />}>{shell}</Suspense>;
}
