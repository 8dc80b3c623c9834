import type { ReactNode } from 'react';
import { Brand } from '@/web/components/brand';
import { cn } from '@/web/lib/cn';

/** The frame of every logged-out screen: brand bar, optional action on the right, centred content. */
export function LoggedOutShell({
  action,
  wide = false,
  children,
}: {
  action?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-gradient-to-br from-slate-50 via-white to-blue-50">
      <header className="border-b border-slate-200/70 bg-white/80 backdrop-blur">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <Brand compact={Boolean(action)} />
          {action}
        </div>
      </header>
      <main className={cn('mx-auto px-4 py-8 sm:py-12', wide ? 'max-w-3xl' : 'max-w-md')}>{children}</main>
    </div>
  );
}

/** A white panel holding a logged-out screen's title and body. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby="screen-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <h1 id="screen-title" className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h1>
      {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}
