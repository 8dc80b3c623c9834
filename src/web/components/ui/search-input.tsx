import { Search } from 'lucide-react';
import { SEARCH_MAX_LENGTH } from '@/domain/common/limits';
import { cn } from '@/web/lib/cn';
import { controlClass } from './field';

/** A search box; `label` is its accessible name and its placeholder. */
export function SearchInput({
  label,
  value,
  onChange,
  className,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  className?: string;
}) {
  return (
    <div className={cn('relative', className)}>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
      <input
        type="search"
        maxLength={SEARCH_MAX_LENGTH}
        aria-label={label}
        placeholder={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={cn(controlClass, 'pl-9')}
      />
    </div>
  );
}
