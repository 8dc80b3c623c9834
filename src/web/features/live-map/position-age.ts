// How old a unit's last position is, as the map's list and popups say it: its age in words, greyed once stale.
import { LIVE_MAP_UI } from '@/web/lib/live-map-ui-texts';

const AGE_TEXTS = LIVE_MAP_UI.age;
const MINUTE_MS = 60_000;

/**
 * The age of a position taken at `positionAt`, seen at `now`: "just now" under a minute, "2 min ago" under an hour,
 * "3 hours ago" under two days, then "4 days ago"; once `stale`, prefixed "stale: ". A phone clock a little ahead
 * reads as just now, never as a time to come.
 */
export function positionAgeText(positionAt: string, now: number, stale: boolean): string {
  const minutes = Math.max(0, Math.floor((now - new Date(positionAt).getTime()) / MINUTE_MS));
  const age = minutes < 1 ? AGE_TEXTS.justNow : minutes < 60 ? AGE_TEXTS.minutes(minutes) : minutes < 48 * 60 ? AGE_TEXTS.hours(Math.floor(minutes / 60)) : AGE_TEXTS.days(Math.floor(minutes / (24 * 60)));
  return stale ? AGE_TEXTS.stale(age) : age;
}
