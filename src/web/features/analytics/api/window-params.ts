import type { WindowQuery } from '../../../../domain/analytics/timeframe';

/** A window as the analytics calls take it in their query: a named timeframe, or from/to instants. */
export const windowParams = (w: WindowQuery): Record<string, string> =>
  Object.fromEntries(Object.entries(w).filter((entry): entry is [string, string] => entry[1] !== undefined));
