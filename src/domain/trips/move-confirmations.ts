// Moves a slip of the hand would get wrong on a busy shift: the dispatcher confirms them before they are sent.

/** Starting a trip this many minutes or more before its scheduled pickup asks first. */
export const EARLY_START_MINUTES = 60;
/** Completing a trip this few minutes after its start asks first. */
export const QUICK_COMPLETE_MINUTES = 5;

const MINUTE = 60_000;

/** Minutes until the scheduled pickup when a start now would be early enough to ask; null when it need not ask. */
export function earlyStartMinutes(trip: { scheduledTime: string }, now: Date): number | null {
  const ahead = (Date.parse(trip.scheduledTime) - now.getTime()) / MINUTE;
  return ahead >= EARLY_START_MINUTES ? Math.round(ahead) : null;
}

/** Minutes since the trip's start when a completion now would be quick enough to ask; null when it need not ask. */
export function quickCompleteMinutes(trip: { actualStartTime: string | null }, now: Date): number | null {
  if (!trip.actualStartTime) return null;
  const since = (now.getTime() - Date.parse(trip.actualStartTime)) / MINUTE;
  return since < QUICK_COMPLETE_MINUTES ? Math.max(0, Math.floor(since)) : null;
}

/** "2 h 5 min", "45 min", "3 days": a span a dispatcher reads at a glance. */
export function spanText(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  if (days >= 2) return `${days.toLocaleString('en-US')} days`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

export const MOVE_CONFIRM_TEXTS = {
  earlyStartTitle: 'Start this trip early?',
  earlyStart: (patientId: string, minutes: number, pickup: string) =>
    `The pickup of ${patientId} is scheduled for ${pickup}, in ${spanText(minutes)}. Start Trip records the patient as picked up now.`,
  startAnyway: 'Start Trip now',
  quickCompleteTitle: 'Complete this trip already?',
  quickComplete: (patientId: string, minutes: number) =>
    `${patientId} was picked up ${minutes === 0 ? 'less than a minute' : `${minutes} min`} ago. Complete Trip records the patient as delivered now.`,
  completeAnyway: 'Complete Trip now',
  keep: 'Not yet',
} as const;
