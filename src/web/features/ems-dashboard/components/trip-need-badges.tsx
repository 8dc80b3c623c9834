import { BedSingle, Biohazard, Siren, Weight, Wind, type LucideIcon } from 'lucide-react';
import { TRIP_NEED_LABELS, tripNeeds, type TripNeed, type TripNeedFacts } from '@/domain/trips/trip-needs';
import { Badge, type BadgeTone } from '@/web/components/ui/badge';
import { TRIP_PANEL_UI } from '../trip-details-panel-texts';

// each need with its own icon, so the badges read apart at a glance as well as by their words
const LOOK: Record<TripNeed, { tone: BadgeTone; Icon: LucideIcon }> = {
  stretcher: { tone: 'blue', Icon: BedSingle },
  bariatric: { tone: 'purple', Icon: Weight },
  oxygen: { tone: 'blue', Icon: Wind },
  isolation: { tone: 'amber', Icon: Biohazard },
  escalated: { tone: 'red', Icon: Siren },
};

/** What the trip asks of the vehicle (and whether it was escalated), as badges; nothing when it asks for nothing special. */
export function TripNeedBadges({ trip }: { trip: TripNeedFacts }) {
  const needs = tripNeeds(trip);
  if (needs.length === 0) return null;
  return (
    <ul aria-label={TRIP_PANEL_UI.needsLabel} className="flex flex-wrap gap-1.5">
      {needs.map((need) => {
        const { tone, Icon } = LOOK[need];
        return (
          <li key={need}>
            <Badge tone={tone} className="gap-1">
              <Icon aria-hidden="true" className="size-3" />
              {TRIP_NEED_LABELS[need]}
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}
