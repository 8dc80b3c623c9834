import type { ReactNode } from 'react';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';

/** One labelled value of a definition list; an empty value shows a dash, never an empty gap. */
export function FieldRow({ label, value }: { label: string; value: ReactNode }) {
  const empty = value === null || value === undefined || value === '';
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="text-sm break-words text-slate-900">{empty ? PORTAL_UI.notSet : value}</dd>
    </div>
  );
}

/** A titled group of FieldRows in two columns (one on a phone). */
export function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

export const yesNo = (value: boolean) => (value ? PORTAL_UI.yes : PORTAL_UI.no);
