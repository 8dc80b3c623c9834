import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { cn } from '@/web/lib/cn';

export const controlClass = cn(
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm',
  'placeholder:text-slate-400 focus:border-blue-600 focus:outline-2 focus:outline-blue-600/30',
  'disabled:bg-slate-100 disabled:text-slate-500 aria-invalid:border-red-500',
);

/** A visible label tied to its control; the star of a required field is visual only (the control says `required`). */
export function Field({
  id,
  label,
  required,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  /** The field's validation message; the control points at it with `fieldErrorProps`. */
  error?: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex items-baseline gap-0.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        {/* outside the label, so the label's text is exactly the field's name */}
        {required && (
          <span aria-hidden="true" className="text-sm text-red-600">
            *
          </span>
        )}
      </div>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** ARIA of a control whose Field may show an error: invalid, and described by the message. */
export const fieldErrorProps = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <input className={cn(controlClass, className)} {...props} />;
}

export function Select({
  className,
  children,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  return (
    <select className={cn(controlClass, 'pr-8', className)} {...props}>
      {children}
    </select>
  );
}

/** A whole number from `range.min` to `range.max` in its Field; the hint, when there is one, describes the control. */
export function WholeNumberField({
  id,
  label,
  hint,
  required,
  range,
  className,
  ...props
}: { id: string; label: string; hint?: string; range: { min: number; max: number } } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'min' | 'max'> & {
    ref?: Ref<HTMLInputElement>;
  }) {
  return (
    <Field id={id} label={label} required={required} hint={hint} className={className}>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        required={required}
        min={range.min}
        max={range.max}
        step={1}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...props}
      />
    </Field>
  );
}
