import type { AgencyOption } from '@/domain/trips/trip-answers';
import { NOTIFICATION_RADIUS } from '@/domain/trips/trip-request';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { useMatchingAgencies } from '../api/get-matching-agencies';
import { canPickAgencies, type WizardValues } from './wizard-values';

const RADIUS_SETTLE_MS = 350;

/** A radius the server accepts: whole miles from 10 to 200, else null. */
export function radiusOf(text: string): number | null {
  const miles = Number(text);
  return text.trim() !== '' && Number.isInteger(miles) && miles >= NOTIFICATION_RADIUS.min && miles <= NOTIFICATION_RADIUS.max ? miles : null;
}

export interface AgencyMatch {
  /** The radius typed, when valid. */
  radius: number | null;
  /** The agencies for the current destination mode, radius and level; undefined while unknown. */
  listed: AgencyOption[] | undefined;
  /** What the list shows: the current agencies, or the previous ones while a new radius or level loads. */
  shown: AgencyOption[] | undefined;
  /** The list on screen belongs to an earlier radius or level and a fresh one is loading. */
  stale: boolean;
  loading: boolean;
  error: Error | null;
  retry(): void;
}

/**
 * The Agency Selection list (GET /api/trips/agencies/{hospitalId}): asked only for a destination from the list,
 * for the user's own facility, the settled radius and the chosen level.
 */
export function useAgencyMatch(values: WizardValues, hospitalId: string | null): AgencyMatch {
  const radius = radiusOf(values.notificationRadius);
  const settledRadius = useDebouncedValue(radius, RADIUS_SETTLE_MS);
  const wanted = canPickAgencies(values) && hospitalId !== null && settledRadius !== null;
  const query = useMatchingAgencies(wanted ? { hospitalId, radius: settledRadius, transportLevel: values.transportLevel } : null);
  const stale = wanted && (query.isPlaceholderData || settledRadius !== radius);
  return {
    radius,
    listed: wanted && !stale ? query.data : undefined,
    shown: wanted ? query.data : undefined,
    stale,
    loading: wanted && (query.isPending || stale),
    error: wanted ? query.error : null,
    retry: () => void query.refetch(),
  };
}
