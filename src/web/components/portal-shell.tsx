import * as Tabs from '@radix-ui/react-tabs';
import { CircleUser } from 'lucide-react';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { ChangePasswordButton } from '../features/account';
import { TwoFactorButton } from '../features/two-factor';
import { LiveStatusIndicator } from '../features/live-updates';
import { NotificationBell } from '../features/notifications';
import { UI } from '../lib/ui-texts';
import { LoadingPanel } from './ui/loading-panel';
import { ScrollCue, scrollIntoBox, useScrollEdges } from './ui/scroll-cue';
import { SignOutButton } from './sign-out-button';

export interface PortalTab {
  value: string;
  label: string;
  content: ReactNode;
  /** Stays in the page while another tab shows, so what was typed there survives a look elsewhere. */
  keepMounted?: boolean;
}

/** The frame of the healthcare portal and the EMS agency dashboard: organisation header, then tabs. */
export function PortalShell({
  icon,
  title,
  subtitle,
  userName,
  signOutLabel,
  tabsLabel,
  tabs,
  value,
  onValueChange,
}: {
  icon: ReactNode;
  title: string;
  subtitle: ReactNode;
  userName: string;
  signOutLabel: string;
  tabsLabel: string;
  tabs: PortalTab[];
  /** The open tab, for a page that switches tabs itself (after a save); uncontrolled when absent. */
  value?: string;
  onValueChange?(value: string): void;
}) {
  const tabList = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(tabList);
  // on a narrow screen the tab bar scrolls: the open tab (a reload or Back may open any) is always in sight
  useEffect(() => {
    const active = tabList.current?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (tabList.current && active) scrollIntoBox(tabList.current, active);
  }, [value]);

  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="bg-blue-800 text-white shadow">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
          <div className="flex min-w-0 items-center gap-3">
            <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/15">
              {icon}
            </span>
            <div className="min-w-0">
              <h1 className="truncate text-lg font-bold sm:text-xl">{title}</h1>
              <p className="text-sm text-blue-100">{subtitle}</p>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <LiveStatusIndicator />
            <NotificationBell onDark />
            <span className="flex items-center gap-1.5 text-sm text-blue-50">
              <CircleUser aria-hidden="true" className="size-4" />
              {userName}
            </span>
            <ChangePasswordButton variant="secondary" size="sm" />
            <TwoFactorButton variant="secondary" size="sm" />
            <SignOutButton label={signOutLabel} variant="secondary" size="sm" />
          </div>
        </div>
      </header>
      {/* the tabs and their panels are the page's main content (a landmark screen-reader users jump to) */}
      <Tabs.Root asChild defaultValue={tabs[0]?.value} value={value} onValueChange={onValueChange}>
        <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
          <div className="relative -mx-4 sm:mx-0">
            <Tabs.List
              ref={tabList}
              aria-label={tabsLabel}
              className="flex gap-1 overflow-x-auto border-b border-slate-200 px-4 [scrollbar-width:none] sm:px-0"
            >
              {tabs.map((t) => (
                <Tabs.Trigger
                  key={t.value}
                  value={t.value}
                  className="shrink-0 border-b-2 border-transparent px-3 py-2.5 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 data-[state=active]:border-blue-700 data-[state=active]:text-blue-800"
                >
                  {t.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <ScrollCue boxRef={tabList} edges={edges} labels={UI.tabScroll} />
          </div>
          {tabs.map((t) => (
            <Tabs.Content
              key={t.value}
              value={t.value}
              forceMount={t.keepMounted || undefined}
              className="pt-6 focus-visible:outline-none data-[state=inactive]:hidden"
            >
              {/* a tab whose code is still loading says so in its own panel */}
              <Suspense fallback={<LoadingPanel label={UI.loadingScreen} />}>{t.content}</Suspense>
            </Tabs.Content>
          ))}
        </main>
      </Tabs.Root>
    </div>
  );
}
