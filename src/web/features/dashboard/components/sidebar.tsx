import { CircleUser } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { SCREEN } from '@/domain/common/messages';
import { DASHBOARD_SECTIONS } from '@/domain/portals/portal-texts';
import { Brand } from '@/web/components/brand';
import { SignOutButton } from '@/web/components/sign-out-button';
import { ChangePasswordButton } from '@/web/features/account';
import { TwoFactorButton } from '@/web/features/two-factor';
import { cn } from '@/web/lib/cn';
import { UI } from '@/web/lib/ui-texts';
import { paths } from '@/web/app/paths';
import { useSignedInUser } from '@/web/features/session';
import { preloadScreen } from '../dashboard-screens';
import { SIDEBAR } from '../sections';

/** Navigation and the signed-in user; the same content in the desktop sidebar and the mobile drawer. */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const user = useSignedInUser();
  const items = SIDEBAR.filter((item) => !item.adminOnly || user.userType === 'ADMIN');
  const [pathname] = useLocation();
  // a section is current on its own path and below it; the overview only on its own
  const isCurrent = (path: string) =>
    pathname === path || (path !== paths.dashboard.root && pathname.startsWith(`${path}/`));
  return (
    <div className="flex h-full flex-col bg-slate-900 text-slate-100">
      <div className="px-5 py-5">
        <Brand inverted />
      </div>
      <nav aria-label={UI.mainNavigation} className="flex-1 overflow-y-auto px-3">
        <ul className="space-y-1">
          {items.map(({ section, path, icon: Icon }) => {
            const current = isCurrent(path);
            return (
              <li key={section}>
                <Link
                  to={path}
                  onClick={onNavigate}
                  onPointerEnter={() => preloadScreen(path)}
                  onFocus={() => preloadScreen(path)}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-blue-400',
                    current ? 'bg-blue-700 text-white' : 'text-slate-300 hover:bg-slate-800 hover:text-white',
                  )}
                >
                  <Icon aria-hidden="true" className="size-4.5" />
                  {DASHBOARD_SECTIONS[section]}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="border-t border-slate-800 px-4 py-4">
        <div className="flex items-center gap-2.5">
          <CircleUser aria-hidden="true" className="size-8 shrink-0 text-slate-400" />
          <div className="min-w-0">
            <p className="truncate text-sm font-medium text-white">{user.name}</p>
            <p className="truncate text-xs text-slate-400">{user.email}</p>
          </div>
        </div>
        <ChangePasswordButton variant="secondary" size="sm" className="mt-3 w-full" />
        <TwoFactorButton variant="secondary" size="sm" className="mt-2 w-full" />
        <SignOutButton label={SCREEN.signOut} variant="secondary" size="sm" className="mt-2 w-full" />
      </div>
    </div>
  );
}
