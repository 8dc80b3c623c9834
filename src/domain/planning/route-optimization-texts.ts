// Screen texts of Route Optimization: the control center's page and the EMS dashboard's tab; those the specification
// gives word for word are marked "spec". The two validation texts are ROUTE_OPTIMIZATION_MESSAGES in
// ./route-optimization.

export const ROUTE_OPTIMIZATION_TEXTS = {
  title: 'Route Optimization',
  subtitle: 'Pick a unit and the requests it could carry: the planner finds the order that earns the most for the fewest empty miles.',
  settings: 'Settings', // spec
  refresh: 'Refresh', // spec
  selectUnit: 'Select Unit', // spec
  selectRequests: 'Select Requests', // spec
  optimize: 'Optimize Routes', // spec
  backhaul: 'Analyze Backhaul', // spec
  totalRevenue: 'Total Revenue', // spec
  totalDistance: 'Total Distance', // spec
  totalTime: 'Total Time', // spec
  dismiss: 'Dismiss message',
  retry: 'Retry',

  // the Settings panel
  settingsTitle: 'Optimization settings',
  autoOptimize: 'Auto-optimize',
  autoOptimizeHint: 'While on, the route of the chosen unit and requests is planned again on every refresh interval.',
  refreshInterval: 'Refresh interval (seconds)',
  refreshIntervalHint: (min: number, max: number, fallback: number) => `From ${min} to ${max} seconds; anything else counts as ${fallback}.`,
  saveSettings: 'Save settings',
  savingSettings: 'Saving…',
  settingsSaved: 'Settings saved',
  settingsSaveFailed: 'Failed to save settings', // spec
  settingsReadOnly: 'Only an administrator can change these settings.',
  settingsLoading: 'Loading settings…',
  settingsLoadFailed: 'Failed to load the optimization settings',
  autoOptimizing: (seconds: number) => `Auto-optimize is on: the route is planned again every ${seconds} seconds.`,

  // Select Unit
  unitPlaceholder: 'Choose a unit…',
  unitOption: (unitNumber: string, agencyName: string | null, level: string | null) =>
    [unitNumber, agencyName, level ?? 'no level of care'].filter(Boolean).join(' · '),
  unitNoPosition: 'no known position',
  unitsLoading: 'Loading units…',
  unitsLoadFailed: 'Failed to load units', // spec
  noUnits: 'No unit is available right now.',
  unitShiftEnds: (time: string) => `shift ends ${time}`,

  // Select Requests
  requestsLoading: 'Loading pending requests…',
  requestsLoadFailed: 'Failed to load pending requests', // spec
  noRequests: 'No pending requests at this time.',
  selectAll: 'Select all',
  selectNone: 'Select none',
  selectedCount: (selected: number, total: number) => `${selected} of ${total} selected`,
  // while a search narrows the list, the total is the search's: the selection may hold requests it does not show
  selectedWhileSearching: (selected: number, matches: number) => `${selected} selected; ${matches} ${matches === 1 ? 'request matches' : 'requests match'} the search`,
  searchRequests: 'Search requests by trip number, patient ID or location',
  noMatchingRequests: 'No pending request matches the search.',
  readyAt: (time: string) => `ready ${time}`,
  to: 'to',
  aboveUnitLevel: 'beyond the unit’s level of care',

  // results of Optimize Routes
  resultsTitle: 'Optimized route',
  optimizing: 'Optimizing…',
  optimizeFailed: 'Failed to optimize the route',
  exactBadge: 'Proven best',
  heuristicBadge: 'Best found',
  exact: 'Best possible order: no other order or choice of these requests scores higher.',
  heuristic: 'Best order found in the time allowed (too many requests to prove it the best).',
  noneCarried: 'The unit can carry none of the selected requests.',
  stopsTitle: 'Stops in order',
  from: (unitNumber: string) => `${unitNumber} leaves its position`,
  departsAt: (time: string) => `departs ${time}`,
  pickup: 'Pick up',
  dropoff: 'Drop off',
  arrival: (time: string) => `arrives ${time}`,
  wait: (minutes: number) => `waits ${Math.round(minutes)} min`,
  deadhead: 'empty',
  loaded: 'loaded',
  backhaulLeg: 'Backhaul',
  legMiles: (miles: number, minutes: number) => `${miles.toLocaleString(undefined, { maximumFractionDigits: 1 })} mi · ${Math.round(minutes)} min`,
  earns: (amount: string) => `earns ${amount}`,
  miles: (miles: number) => `${miles.toLocaleString(undefined, { maximumFractionDigits: 1 })} mi`,
  hoursMinutes: (minutes: number) => {
    const h = Math.floor(minutes / 60);
    const m = Math.round(minutes % 60);
    return h === 0 ? `${m} min` : `${h} h ${m} min`;
  },
  deadheadLoaded: (deadhead: number, loaded: number) =>
    `${deadhead.toLocaleString(undefined, { maximumFractionDigits: 1 })} mi empty · ${loaded.toLocaleString(undefined, { maximumFractionDigits: 1 })} mi loaded`,
  waitingTotal: (minutes: number) => `${Math.round(minutes)} min waiting`,
  overtime: (hours: number) => `${hours.toLocaleString(undefined, { maximumFractionDigits: 2 })} h past shift end`,
  backhaulPairs: (count: number) => `${count} backhaul ${count === 1 ? 'pair' : 'pairs'}`,
  leftOutTitle: 'Left out',
  unknownRequest: 'Request',

  // the route map
  mapLabel: 'Map of the optimized route',
  mapStart: 'Unit position',
  mapPickup: 'Pickup',
  mapDropoff: 'Drop-off',
  mapDeadhead: 'Dashed: driving empty',
  mapLoaded: 'Solid: patient aboard',
  mapStraight: 'Lines are straight, not the roads driven.',
  mapLoading: 'Loading the map…',
  mapNoPositions: 'The map cannot be drawn: the stops’ positions could not be loaded.',
  tilesFailed: 'Map background unavailable; positions are still shown.',

  // results of Analyze Backhaul
  backhaulTitle: 'Backhaul pairs',
  analyzing: 'Analyzing…',
  backhaulFailed: 'Failed to analyze backhaul',
  noPairs: 'No two of the selected requests make a backhaul pair within the distance and time limits.',
  pairsFound: (shown: number, total: number, requests: number) =>
    `${total} ${total === 1 ? 'pair' : 'pairs'} among ${requests} requests${shown < total ? `, the best ${shown} shown` : ''}, best first.`,
  pairThen: 'then',
  /** a pair's name: its two trips in the order a unit carries them */
  pairLabel: (first: string, second: string) => `${first} then ${second}`,
  pairDistance: 'Empty drive between',
  pairTimeWindow: 'Between ready times',
  pairEfficiency: 'Efficiency',
  /** a pair's efficiency comes in per cent (loaded miles over all miles of the two) */
  pairEfficiencyValue: (percent: number) => `${percent.toLocaleString(undefined, { maximumFractionDigits: 1 })}%`,
  pairBonus: 'Revenue bonus',
  minutes: (m: number) => `${Math.round(m)} min`,
  showAllPairs: (total: number) => `Show all ${total}`,
  showBestPairs: (count: number) => `Show the best ${count}`,

  // the dispatch plan
  planTitle: 'Dispatch plan',
  planIntro: 'Shares the pending requests among the available units for the shift: pickup before drop-off, ready windows, longest ride and capacity kept, fewest miles.',
  planAll: 'Plan all pending requests',
  planSelected: (count: number) => `Plan the ${count} selected`,
  planning: 'Planning…',
  planFailed: 'Failed to plan the pending requests',
  planSummary: (assigned: number, requests: number, units: number) =>
    `${assigned} of ${requests} requests assigned over ${units} ${units === 1 ? 'unit' : 'units'}.`,
  planUnitFigures: (stops: number) => `${stops} ${stops === 1 ? 'request' : 'requests'}`,
  planUnitIdle: 'Nothing to carry.',
  planWindow: (start: string, finish: string) => `${start} – ${finish}`,
  unassignedTitle: 'Not assigned',
  accept: 'Accept',
  acceptLabel: (unitNumber: string) => `Accept the plan for ${unitNumber}`,
  accepting: 'Accepting…',
  accepted: 'Accepted',
  acceptWaiting: 'Waiting',
  acceptFailed: 'Failed to accept trip', // spec
  acceptDone: (accepted: number, total: number) => `${accepted} of ${total} accepted.`,
  viewOnly: 'The control center sees the plan; the agencies accept it.',
  offerIntro: 'Offer a unit’s part to its agency: each request is offered to the agency with the unit suggested, and its dispatcher accepts it with one click.',
  offer: 'Offer to agency',
  offerLabel: (unitNumber: string, agencyName: string) => `Offer to agency, the plan for ${unitNumber} to ${agencyName}`,
  offering: 'Offering…',
  offerDone: (offered: number, total: number, agencyName: string) => `${offered} of ${total} offered to ${agencyName}.`,
  offerFailed: 'Failed to offer the plan',

  // what became of a planned trip since it was planned, and what the plan asks of a compare-offers request
  sinceOffered: (agency: string, at: string) => `Offered to ${agency} at ${at}`,
  sinceInvited: (agency: string, at: string) => `Pickup offer asked of ${agency} at ${at}`,
  sinceAccepted: (agency: string, unitNumber: string | null) => (unitNumber ? `Accepted by ${agency} for ${unitNumber}` : `Accepted by ${agency}`),
  sinceDeclined: (agency: string, at: string) => `Declined by ${agency} at ${at}`,
  sinceTaken: (agency: string) => `Taken by ${agency}`,
  sinceCancelled: 'Cancelled',
  inviteOffer: 'Compare offers: the agency offers a pickup time',
  pickupOffered: 'Pickup offered',
  offerDoneInvited: (invited: number) => `${invited} asked for a pickup offer.`,
} as const;
