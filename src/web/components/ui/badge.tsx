import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

const TONES = {
  green: 'bg-green-100 text-green-800 ring-green-600/20',
  blue: 'bg-blue-50 text-blue-800 ring-blue-600/20',
  red: 'bg-red-50 text-red-800 ring-red-600/20',
  amber: 'bg-amber-100 text-amber-900 ring-amber-600/30',
  purple: 'bg-purple-50 text-purple-800 ring-purple-600/20',
  slate: 'bg-slate-100 text-slate-700 ring-slate-500/20',
} as const;
export type BadgeTone = keyof typeof TONES;

/** A small rounded label: a status, a capability. */
export function Badge({ tone, children, className }: { tone: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span
      className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset', TONES[tone], className)}
    >
      {children}
    </span>
  );
}
