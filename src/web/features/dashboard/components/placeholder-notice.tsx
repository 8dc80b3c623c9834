import { Clock } from 'lucide-react';
import { EmptyState } from '@/web/components/ui/empty-state';

/** The spec's placeholder pages (My Trips, My Assignments, Financial) show their one line of text. */
export function PlaceholderNotice({ text }: { text: string }) {
  return <EmptyState icon={<Clock aria-hidden="true" className="size-10" />} title={text} />;
}
