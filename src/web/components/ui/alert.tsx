import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { cn } from '@/web/lib/cn';

const TONES = {
  error: { box: 'border-red-200 bg-red-50 text-red-800', Icon: CircleAlert },
  success: { box: 'border-green-200 bg-green-50 text-green-800', Icon: CircleCheck },
  info: { box: 'border-blue-200 bg-blue-50 text-blue-900', Icon: Info },
} as const;

/** A message banner; errors are announced at once, other tones politely. */
export function Alert({
  tone,
  children,
  className,
  ref,
}: {
  tone: keyof typeof TONES;
  children: ReactNode;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}) {
  const { box, Icon } = TONES[tone];
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm outline-none', box, className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
