import { Menu, X } from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Drawer } from '@/web/components/ui/drawer';
import { IconButton } from '@/web/components/ui/icon-button';
import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { UI } from '@/web/lib/ui-texts';
import { LiveStatusIndicator } from '@/web/features/live-updates';
import { NotificationBell } from '@/web/features/notifications';
import { sectionName } from '../sections';
import { Sidebar } from './sidebar';

/** The system dashboard: sidebar (a drawer on small screens), top bar with the current section, content. */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const title = sectionName(pathname);
  return (
    <div className="min-h-dvh bg-slate-50 md:pl-64">
      <aside className="hidden md:fixed md:inset-y-0 md:left-0 md:block md:w-64">
        <Sidebar />
      </aside>
      <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} label={UI.mainNavigation}>
        <div className="relative h-full">
          <IconButton
            label={UI.closeMenu}
            icon={<X aria-hidden="true" className="size-5" />}
            onClick={() => setMenuOpen(false)}
            className="absolute top-4 right-3 z-10 text-slate-300 hover:bg-slate-800 hover:text-white"
          />
          <Sidebar onNavigate={() => setMenuOpen(false)} />
        </div>
      </Drawer>
      <header className="sticky top-0 z-10 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6">
        <IconButton
          label={UI.openMenu}
          icon={<Menu aria-hidden="true" className="size-5" />}
          onClick={() => setMenuOpen(true)}
          className="text-slate-700 hover:bg-slate-100 md:hidden"
        />
        <h1 className="min-w-0 flex-1 truncate text-lg font-semibold text-slate-900">{title}</h1>
        <LiveStatusIndicator />
        <NotificationBell />
      </header>
      <main className="p-4 sm:p-6">
        {/* a screen still loading its code keeps the frame and says so in the content area */}
        <Suspense fallback={<LoadingPanel label={UI.loadingScreen} />}>
          {children}
        </Suspense>
      </main>
    </div>
  );
}
