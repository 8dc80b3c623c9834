// The phone's position, taken once as a step is tapped and only when the crew allowed it: never tracked in between.
import type { QueuedStep } from '@/domain/crew/crew-api';

const ALLOWED_KEY = 'crew-position-allowed';
// a step waits for the position no longer than this; without one it is recorded all the same
const POSITION_TIMEOUT_MS = 3_000;
const POSITION_MAX_AGE_MS = 60_000;

export const readPositionAllowed = (): boolean => localStorage.getItem(ALLOWED_KEY) === 'yes';
export const storePositionAllowed = (allowed: boolean) => localStorage.setItem(ALLOWED_KEY, allowed ? 'yes' : 'no');

/** Where the phone is now, or undefined when it cannot say in time (no permission, no fix). */
export function positionNow(): Promise<QueuedStep['position']> {
  if (!('geolocation' in navigator)) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude, accuracyMeters: Math.min(coords.accuracy, 100_000) }),
      () => resolve(undefined),
      { timeout: POSITION_TIMEOUT_MS, maximumAge: POSITION_MAX_AGE_MS },
    );
  });
}
