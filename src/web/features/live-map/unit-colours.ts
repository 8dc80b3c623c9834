// The colour of each unit status on the map and in its list, and the grey of a stale position: one table, so that a
// marker and its legend always agree.
import type { UnitStatus } from '@/domain/common/enums';

export const UNIT_STATUS_COLOUR: Record<UnitStatus, string> = {
  AVAILABLE: 'bg-green-700 text-white',
  COMMITTED: 'bg-blue-700 text-white',
  OUT_OF_SERVICE: 'bg-red-700 text-white',
  MAINTENANCE: 'bg-amber-600 text-white',
  OFF_DUTY: 'bg-slate-600 text-white',
};

export const STALE_COLOUR = 'bg-slate-300 text-slate-700';

export const unitColour = (status: UnitStatus, stale: boolean) => (stale ? STALE_COLOUR : UNIT_STATUS_COLOUR[status]);

/** A trip waiting at its pickup. */
export const PICKUP_COLOUR = 'bg-violet-700';
