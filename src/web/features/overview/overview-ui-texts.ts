// The web app's own wording for the control center Overview's "needs attention" panel (the spec gives none).

const plural = (n: number, one: string, many: string) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

export const ATTENTION_UI = {
  heading: 'Needs attention',
  loadFailed: 'What needs attention could not be loaded.',
  retry: 'Retry',
  nothing: 'Nothing needs attention right now: every request has an agency and no registration awaits review.',
  waiting: {
    title: 'Waiting for an agency',
    hint: 'Not escalated yet; oldest first',
    listLabel: 'Requests waiting for an agency, oldest first',
    link: (n: number) => `Show ${n === 1 ? 'it' : `all ${n.toLocaleString()}`} in Trip Management`,
  },
  escalated: {
    title: 'Escalated',
    hint: 'No agency accepted in time; oldest first',
    listLabel: 'Escalated requests, oldest first',
    link: (n: number) => `Show ${n === 1 ? 'it' : `all ${n.toLocaleString()}`} in Trip Management`,
  },
  registrations: {
    title: 'Registrations to review',
    hint: 'Approve or reject each',
    facilities: (n: number) => `Review ${plural(n, 'facility', 'facilities')}`,
    agencies: (n: number) => `Review ${plural(n, 'agency', 'agencies')}`,
  },
  waited: (duration: string) => `waiting ${duration}`,
  route: (from: string, to: string) => `${from} → ${to}`,
} as const;
