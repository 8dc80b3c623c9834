// Which clock an organisation reads: the zone it chose in its settings, else the zone of most of its state, else the
// control center's. Every time a person reads (screens, mails, text messages, CSV files) is written in that zone.
import { z } from 'zod';

/** The zones an organisation can choose, as people name them. */
export const TIME_ZONE_CHOICES = [
  { value: 'America/New_York', label: 'Eastern' },
  { value: 'America/Chicago', label: 'Central' },
  { value: 'America/Denver', label: 'Mountain' },
  { value: 'America/Phoenix', label: 'Mountain (Arizona, no daylight saving)' },
  { value: 'America/Los_Angeles', label: 'Pacific' },
  { value: 'America/Anchorage', label: 'Alaska' },
  { value: 'Pacific/Honolulu', label: 'Hawaii' },
] as const;
export type ChosenTimeZone = (typeof TIME_ZONE_CHOICES)[number]['value'];
export const TIME_ZONE_VALUES = TIME_ZONE_CHOICES.map((c) => c.value) as [ChosenTimeZone, ...ChosenTimeZone[]];

/** The settings' choice: a zone, or null for the zone of the organisation's state. */
export const timeZoneChoice = z.enum(TIME_ZONE_VALUES).nullable().optional();

const E = 'America/New_York';
const C = 'America/Chicago';
const M = 'America/Denver';
const P = 'America/Los_Angeles';

/** The zone most of each state's people live in; a state split between zones is set in the organisation's settings. */
const STATE_TIME_ZONES: Record<string, string> = {
  AL: C, AK: 'America/Anchorage', AZ: 'America/Phoenix', AR: C, CA: P, CO: M, CT: E, DE: E, FL: E, GA: E,
  HI: 'Pacific/Honolulu', ID: M, IL: C, IN: E, IA: C, KS: C, KY: E, LA: C, ME: E, MD: E,
  MA: E, MI: E, MN: C, MS: C, MO: C, MT: M, NE: C, NV: P, NH: E, NJ: E,
  NM: M, NY: E, NC: E, ND: C, OH: E, OK: C, OR: P, PA: E, RI: E, SC: E,
  SD: C, TN: C, TX: C, UT: M, VT: E, VA: E, WA: P, WV: E, WI: C, WY: M,
  DC: E,
};

/** The zone an organisation's people read times in; null when neither its choice nor its state tells (the center's then). */
export function organisationTimeZone(org: { timeZone: string | null; state: string | null }): string | null {
  return org.timeZone ?? STATE_TIME_ZONES[(org.state ?? '').trim().toUpperCase()] ?? null;
}

/** The name shown for a zone in the settings: "Eastern", or the zone itself when it is not one of the choices. */
export const timeZoneLabel = (zone: string): string => TIME_ZONE_CHOICES.find((c) => c.value === zone)?.label ?? zone;

// a formatter takes far longer to make than to use: one per time zone, made on first use
const readableFormats = new Map<string, Intl.DateTimeFormat>();

/** A time as people read it in a zone, with the zone's abbreviation: "Nov 27, 2026, 10:08 AM EST". */
export function readableTime(d: Date, timeZone: string): string {
  let format = readableFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
    readableFormats.set(timeZone, format);
  }
  return format.format(d);
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The hour and minute on a 24-hour clock in a zone, "14:02": a time of today the reader has just lived through. */
export function clockTime(d: Date, timeZone: string): string {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clockFormats.set(timeZone, format);
  }
  return format.format(d);
}
