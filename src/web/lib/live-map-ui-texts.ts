// The live map's own wording (the control center's Live Map, the agency's and the facility's Map tabs) and the crew
// app's position sharing (docs/overview-and-lists.md, docs/crew.md). Statuses are the spec's labels.

import { POSITION_STALE_MINUTES } from '@/domain/units/unit-positions';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

export const LIVE_MAP_UI = {
  /** The portals' tab. */
  tab: 'Map',
  intro: {
    controlCenter: 'Every active unit where its crew last reported it, and every open trip at its pickup.',
    agency: 'Your units where their crews last reported them, and the open trips you may take or carry, at their pickup.',
    facility: 'Your open trips at their pickup, and the unit carrying each while it is on its way or has your patient aboard.',
  },
  mapLabel: 'Map of units and open trips',
  loading: 'Loading the map…',
  loadFailed: 'The map could not be loaded.',
  retry: 'Try again',
  tilesFailed: 'Map tiles could not be loaded: showing positions only',
  showAll: 'Show everything',
  legend: {
    pickup: 'Open trip, at its pickup',
    stale: `Position older than ${POSITION_STALE_MINUTES} minutes`,
  },
  units: {
    heading: (n: number) => `Units (${n.toLocaleString()})`,
    none: 'No unit to show.',
    marker: (unitNumber: string) => `Unit ${unitNumber}`,
    noPosition: 'No position reported yet',
    carrying: (tripNumber: string) => `Carrying ${tripNumber}`,
    /** Straight-line miles from the unit's last position to where it is going next. */
    toPickup: (miles: string) => `${miles} mi to the pickup, straight line`,
    toDestination: (miles: string) => `${miles} mi to the destination, straight line`,
  },
  trips: {
    heading: (n: number) => `Open trips (${n.toLocaleString()})`,
    none: 'No open trip.',
    open: (tripNumber: string) => `Open ${tripNumber}`,
    route: (from: string, to: string) => `${from} → ${to}`,
    byAgency: (agency: string) => `By ${agency}`,
    unassigned: 'Not taken yet',
    escalated: 'Escalated',
  },
  /** Markers that would cover one another, shown as one with their count. */
  group: {
    /** What a group holds: "3 units and 1 open trip here". */
    name: (units: number, trips: number) =>
      `${[units > 0 ? plural(units, 'unit', 'units') : '', trips > 0 ? plural(trips, 'open trip', 'open trips') : ''].filter(Boolean).join(' and ')} here`,
    zoomIn: 'Zoom in',
  },
  /** How old a unit's last position is: "just now", "2 min ago", "stale: 14 min ago". */
  age: {
    justNow: 'just now',
    /** A position whose time was never reported. */
    unknown: 'time unknown',
    minutes: (n: number) => `${n} min ago`,
    hours: (n: number) => `${plural(n, 'hour', 'hours')} ago`,
    days: (n: number) => `${plural(n, 'day', 'days')} ago`,
    stale: (age: string) => `stale: ${age}`,
  },
  /** The crew app's consent to share the phone's position while carrying a patient. */
  sharing: {
    label: 'Share my position while carrying a patient',
    hint: 'Every 30 seconds from En route until At destination, so your dispatcher and the facility see where the unit is. Kept on the phone without signal and sent when it returns.',
    waiting: (n: number) => `${plural(n, 'position', 'positions')} waiting to be sent`,
  },
} as const;
