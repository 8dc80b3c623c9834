import { RotateCw } from 'lucide-react';
import { Button } from './button';

/** Loads a screen's data again; the arrows turn while any of it is being fetched. */
export function RefreshButton({ label, fetching, onRefresh }: { label: string; fetching: boolean; onRefresh(): void }) {
  return (
    <Button variant="secondary" icon={<RotateCw aria-hidden="true" className={fetching ? 'size-4 animate-spin' : 'size-4'} />} onClick={onRefresh}>
      {label}
    </Button>
  );
}
