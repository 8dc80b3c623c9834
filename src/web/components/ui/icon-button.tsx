import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '@/web/lib/cn';

/** A button showing only an icon; `label` is its accessible name. */
export function IconButton({
  label,
  icon,
  className,
  ...props
}: { label: string; icon: ReactNode; ref?: Ref<HTMLButtonElement> } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'>) {
  return (
    <button
      type="button"
      aria-label={label}
      className={cn('rounded-lg p-2 focus-visible:outline-2 focus-visible:outline-blue-600', className)}
      {...props}
    >
      {icon}
    </button>
  );
}
