import { Undo2 } from 'lucide-react';
import { Badge } from '@/web/components/ui/badge';
import type { TripListItem } from '@/domain/trips/trip-answers';
import { LINKED_RETURN_UI } from '@/web/lib/linked-return-ui-texts';

/** Marks a linked pair in a list: the return as "Return", its outbound as "With return". */
export function LinkedReturnBadge({ trip }: { trip: Pick<TripListItem, 'returnKind' | 'returnTripId'> }) {
  if (!trip.returnKind && !trip.returnTripId) return null;
  return (
    <Badge tone="purple" className="gap-1">
      <Undo2 aria-hidden="true" className="size-3" />
      {trip.returnKind ? LINKED_RETURN_UI.list.returnBadge : LINKED_RETURN_UI.list.withReturn}
    </Badge>
  );
}
