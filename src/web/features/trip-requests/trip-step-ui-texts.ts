// The wording beside the crew's steps on the facility's and the control center's screens: the steps' own labels are
// the rule table's (src/domain/trips/trip-steps.ts).
import type { ArrivalOrigin } from '@/domain/trips/estimated-arrival';

export const TRIP_STEP_UI = {
  arriving: (time: string) => `Arriving about ${time}`,
  arrivalFrom: {
    UNIT_POSITION: "from the unit's reported position",
    COMMITTED_PICKUP: "the agency's committed pickup",
  } satisfies Record<ArrivalOrigin, string>,
  fields: { latestStep: "Crew's latest step", estimatedArrival: 'Estimated arrival' },
  historyTitle: "Crew's steps",
  noSteps: 'The crew has recorded no step yet.',
  recordedBy: (name: string) => `by ${name}`,
  /** A step's place on the trip's map. */
  onMap: (label: string, time: string) => `${label}, ${time}`,
  mapLegend: 'Where the crew recorded a step',
  /** The legend names each marked step too, so the places are read without pointing at the markers. */
  mapLegendWith: (steps: readonly string[]) => `Where the crew recorded a step: ${steps.join('; ')}`,
  /** The hand-over the crew recorded with Handed over. */
  handover: {
    title: 'Hand-over',
    receivedBy: 'Received by',
    nobodyNamed: 'No name given',
    at: 'Handed over',
    noSignature: 'Not signed because',
    signatureOf: (name: string) => `Signature of ${name}`,
  },
} as const;
