// A standing order that repeats an open one by mistake: the same patient to the same place (the trips' own rule,
// ../trips/duplicate-requests.ts) on at least one common date, at times of day at most 60 minutes apart.
import { z } from 'zod';
import { errorAnswer } from '../common/answers';
import { DUPLICATE_WINDOW_MINUTES, sameTransport, type RequestKey } from '../trips/duplicate-requests';
import { WEEKDAYS, occurrenceDates, type StandingOrderRule } from './standing-order-rule';

export interface OpenSeries extends RequestKey {
  id: string;
  rule: StandingOrderRule;
}

const minutesOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

function sharesADate(a: StandingOrderRule, b: StandingOrderRule): boolean {
  const da = occurrenceDates(a);
  const db = occurrenceDates(b);
  if (!da.ok || !db.ok) return false;
  const dates = new Set(da.dates);
  return db.dates.some((d) => dates.has(d));
}

/** The open series the wanted one repeats, or null. */
export function duplicateSeriesOf(wanted: RequestKey & { rule: StandingOrderRule }, open: readonly OpenSeries[]): OpenSeries | null {
  return (
    open.find(
      (o) =>
        sameTransport(wanted, o) &&
        Math.abs(minutesOfDay(wanted.rule.time) - minutesOfDay(o.rule.time)) <= DUPLICATE_WINDOW_MINUTES &&
        sharesADate(wanted.rule, o.rule),
    ) ?? null
  );
}

/** The match a 409 names: the open series, as a person recognises it. */
export const duplicateSeriesSchema = z
  .object({
    id: z.uuid(),
    patientId: z.string(),
    toLocation: z.string(),
    time: z.string(),
    daysOfWeek: z.array(z.enum(WEEKDAYS)).nullable(),
    everyDays: z.number().int().nullable(),
    startDate: z.string(),
    endDate: z.string().nullable(),
  })
  .meta({ id: 'DuplicateStandingOrder' });

/** The refusal of a series that repeats an open one (and of the series calls' other conflicts, without the match). */
export const duplicateSeriesAnswer = errorAnswer.extend({ duplicateOf: duplicateSeriesSchema.optional() }).meta({ id: 'DuplicateStandingOrderAnswer' });

export const seriesDuplicateMessage = (m: OpenSeries) =>
  `Patient ${m.patientId} already has a standing order to ${m.toLocation} on some of the same days within ${DUPLICATE_WINDOW_MINUTES} minutes of this time (at ${m.rule.time}, from ${m.rule.startDate}); send "allowDuplicate": true if a second series is intended`;
