import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

/** A figure with its name; while `value` is undefined a grey bar stands in (never a made-up number). */
export function StatTile({
  label,
  value,
  detail,
  icon,
  className,
}: {
  label: string;
  value: ReactNode | undefined;
  detail?: ReactNode;
  icon?: ReactNode;
  className?: string;
}) {
  const loading = value === undefined;
  return (
    <div
      role="group"
      aria-label={label}
      aria-busy={loading || undefined}
      className={cn('rounded-xl border border-slate-200 bg-white p-4 shadow-sm', className)}
    >
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        {icon && <span className="text-slate-400">{icon}</span>}
      </div>
      {loading ? (
        <div className="mt-2 space-y-2" aria-hidden="true">
          <div className="h-7 w-16 animate-pulse rounded bg-slate-200" />
          {detail !== undefined && <div className="h-4 w-24 animate-pulse rounded bg-slate-100" />}
        </div>
      ) : (
        <>
          <p className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{value}</p>
          {detail !== undefined && <p className="mt-0.5 text-sm text-slate-600">{detail}</p>}
        </>
      )}
    </div>
  );
}
