// What the standing-order calls and screens say when a series or one of its dates cannot be as asked.

export const STANDING_ORDER_MAX_OCCURRENCES = 500;

export const STANDING_ORDER_MESSAGES = {
  noDays: 'daysOfWeek: choose at least one day of the week, or a number of days between trips (everyDays)',
  bothPatterns: 'daysOfWeek and everyDays: give one of them, not both',
  noEnd: 'endDate or count: say when the series ends',
  bothEnds: 'endDate and count: give one of them, not both',
  endBeforeStart: 'endDate must be on or after the start date',
  tooMany: (n: number) =>
    `The series would make ${n > STANDING_ORDER_MAX_OCCURRENCES ? `more than ${STANDING_ORDER_MAX_OCCURRENCES}` : n} trips; a series makes at most ${STANDING_ORDER_MAX_OCCURRENCES}`,
  noOccurrences: 'The series has no date on which to make a trip: check its days, start date and end date',
  oneChange: 'give the date a new time, or skipped: true, not both',
  notAnOccurrence: (date: string) => `${date} is not a date of this series`,
  timeSkipped: (date: string, time: string, next: string) =>
    `time: ${time} does not exist on ${date} (the clocks go forward); the next valid time is ${next}`,
  dateTaken: (date: string) => `The trip of ${date} has already been taken by an agency: change or cancel that trip itself`,
  dateGone: (date: string) => `${date} is already past: only later dates can be changed`,
  keepOnlyWhenEditing: 'keepPatientContact: a new series has no number on file to keep; give trip.patientContactPhone instead',
  keepOrNewNumber: 'keepPatientContact and trip.patientContactPhone: keep the number on file or give a new one, not both',
  ended: 'This standing order has ended',
  tooManySeries: (max: number) => `Your facility already has ${max} running standing orders, the most it may have: end one it no longer needs first`,
  notFound: 'Standing order not found',
} as const;
