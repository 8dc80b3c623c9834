// The phone's position, taken only as the crew allowed: once as a step is tapped ("Record my position with each
// step"), and every 30 seconds while carrying a patient ("Share my position while carrying a patient"). Each answer
// is kept on the phone alone.
import type { QueuedStep } from '@/domain/crew/crew-api';

const ALLOWED_KEY = 'crew-position-allowed';
const SHARING_KEY = 'crew-position-sharing';
// a step waits for the position no longer than this; without one it is recorded all the same
const STEP_POSITION = { timeout: 3_000, maximumAge: 60_000 };
// a report takes a fresh fix (never the last one again), which may take a while to come; without one it is skipped
export const REPORT_POSITION = { timeout: 10_000, maximumAge: 0 };

export const readPositionAllowed = (): boolean => localStorage.getItem(ALLOWED_KEY) === 'yes';
export const storePositionAllowed = (allowed: boolean) => localStorage.setItem(ALLOWED_KEY, allowed ? 'yes' : 'no');
export const readSharingAllowed = (): boolean => localStorage.getItem(SHARING_KEY) === 'yes';
export const storeSharingAllowed = (allowed: boolean) => localStorage.setItem(SHARING_KEY, allowed ? 'yes' : 'no');

/** Where the phone is now, or undefined when it cannot say in time (no permission, no fix). */
export function positionNow(options: PositionOptions = STEP_POSITION): Promise<QueuedStep['position']> {
  if (!('geolocation' in navigator)) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude, accuracyMeters: Math.min(coords.accuracy, 100_000) }),
      () => resolve(undefined),
      options,
    );
  });
}
