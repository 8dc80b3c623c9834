import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field, Input } from '@/web/components/ui/field';
import { seriesFieldId, type SeriesFieldsProps } from './series-form-values';

/** One titled part of the standing-order form, set off from the part above it. */
export function SeriesGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-4 border-t border-slate-200 pt-4">
      <h4 className="text-sm font-semibold text-slate-900">{title}</h4>
      {children}
    </section>
  );
}

type TextName = 'patientId' | 'time' | 'startDate' | 'count' | 'endDate';

/** A required input of the form bound to its value. */
export function SeriesInput({ name, label, values, set, ...props }: SeriesFieldsProps & { name: TextName; label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field id={seriesFieldId(name)} label={label} required>
      <Input id={seriesFieldId(name)} required value={values[name]} onChange={(e) => set(name, e.target.value)} {...props} />
    </Field>
  );
}
