import { Construction } from 'lucide-react';
import { UI } from '../lib/ui-texts';
import { EmptyState } from './ui/empty-state';

/** An honest placeholder for a section that is not built yet: no figures until real ones exist. */
export function SectionNotAvailable({ section }: { section: string }) {
  return (
    <EmptyState icon={<Construction aria-hidden="true" className="size-10" />} title={UI.notAvailableTitle}>
      {UI.notAvailableBody(section)}
    </EmptyState>
  );
}
