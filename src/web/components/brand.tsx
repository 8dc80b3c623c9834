import { Ambulance } from 'lucide-react';
import { cn } from '../lib/cn';
import { UI } from '../lib/ui-texts';

/** The TCC mark with the product name. */
export function Brand({
  className,
  inverted = false,
  compact = false,
}: {
  className?: string;
  inverted?: boolean;
  /** drops the product name on phones, where the header needs the room */
  compact?: boolean;
}) {
  return (
    <div className={cn('flex items-center gap-2.5', className)}>
      <span
        aria-hidden="true"
        className={cn(
          'flex size-9 items-center justify-center rounded-lg',
          inverted ? 'bg-white/15 text-white' : 'bg-blue-700 text-white',
        )}
      >
        <Ambulance className="size-5" />
      </span>
      <span className="leading-tight">
        <span className={cn('block text-base font-bold', inverted ? 'text-white' : 'text-slate-900')}>TCC</span>
        <span className={cn('text-xs whitespace-nowrap', compact ? 'hidden sm:block' : 'block', inverted ? 'text-blue-100' : 'text-slate-500')}>{UI.productName}</span>
      </span>
    </div>
  );
}
