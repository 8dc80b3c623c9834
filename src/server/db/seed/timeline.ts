// When each step of a demo trip happened, consistent with its status and increasing in time.
import type { TripStatus } from '@/domain/common/enums';
import { ESCALATION_MINUTES } from '@/domain/trips/escalation';
import type { Urgency } from './clinical';
import { HOUR, MINUTE, type RegionClock } from './clock';
import type { Rng } from './random';

export interface Timeline {
  createdAt: number;
  scheduledTime: number;
  acceptedAt: number | null;
  pickupAt: number | null;
  completedAt: number | null;
  cancelledAt: number | null;
  /** A request still waiting past the control center's delay was escalated on time (src/domain/trips/escalation.ts). */
  escalatedAt: number | null;
}

export interface TimelinePlan {
  status: TripStatus;
  urgency: Urgency;
  estimatedMinutes: number;
  /** Cancelled trips: whether an agency had accepted before the cancellation. */
  acceptedBeforeCancel: boolean;
  /** Completed trips: how many local days ago the pickup was scheduled. */
  daysAgo: number;
}

const minutes = (rng: Rng, min: number, max: number) => rng.int(min, max) * MINUTE;

/** Request to scheduled pickup: routine transports are booked hours ahead, urgent ones within the hour. */
const leadTime = (rng: Rng, u: Urgency) =>
  u === 'Routine' ? minutes(rng, 3 * 60, 28 * 60) : u === 'Urgent' ? minutes(rng, 30, 90) : minutes(rng, 15, 35);
const acceptDelay = (rng: Rng, u: Urgency) =>
  u === 'Routine' ? minutes(rng, 5, 120) : u === 'Urgent' ? minutes(rng, 3, 20) : minutes(rng, 1, 8);
const pickupLag = (rng: Rng, u: Urgency) => (u === 'Emergent' ? minutes(rng, 0, 8) : minutes(rng, 0, 20));

/** Routine pickups are booked on the quarter hour between 07:00 and 17:00 local time. */
const routineSlot = (rng: Rng) => rng.int(7 * 4, 17 * 4) * 15;

/** A scheduled time in the past: routine pickups in a day-time slot, others at any waking minute. */
function pastSchedule(rng: Rng, clock: RegionClock, p: TimelinePlan, mustEndBy: (scheduled: number) => number): number {
  const minuteOfDay = p.urgency === 'Routine' ? routineSlot(rng) : rng.int(6 * 60, 22 * 60);
  for (let daysAgo = p.daysAgo; ; daysAgo++) {
    const scheduled = clock.at(daysAgo, minuteOfDay);
    if (mustEndBy(scheduled) < clock.now - 10 * MINUTE) return scheduled;
  }
}

export function timelineFor(rng: Rng, clock: RegionClock, p: TimelinePlan): Timeline {
  const { now } = clock;
  const t: Timeline = { createdAt: 0, scheduledTime: 0, acceptedAt: null, pickupAt: null, completedAt: null, cancelledAt: null, escalatedAt: null };
  const lag = pickupLag(rng, p.urgency);
  const ride = (p.estimatedMinutes + rng.int(5, 20)) * MINUTE;

  if (p.status === 'PENDING') {
    t.createdAt = now - (p.urgency === 'Routine' ? minutes(rng, 5, 6 * 60) : minutes(rng, 3, 25));
    const wanted = t.createdAt + leadTime(rng, p.urgency);
    t.scheduledTime =
      p.urgency === 'Routine' ? clock.upcoming(routineSlot(rng), Math.max(wanted, now + 2 * HOUR)) : Math.max(wanted, now + 20 * MINUTE);
    const due = t.createdAt + ESCALATION_MINUTES.default * MINUTE;
    t.escalatedAt = due <= now ? due : null;
    return t;
  }
  if (p.status === 'ACCEPTED') {
    t.acceptedAt = now - minutes(rng, 10, 5 * 60);
    t.createdAt = t.acceptedAt - acceptDelay(rng, p.urgency);
    t.scheduledTime = clock.upcoming(routineSlot(rng), now + minutes(rng, 60, 30 * 60));
    return t;
  }
  if (p.status === 'IN_PROGRESS') {
    t.pickupAt = now - Math.round(p.estimatedMinutes * (0.2 + 0.5 * rng.next())) * MINUTE;
    t.scheduledTime = t.pickupAt - lag;
    t.createdAt = t.scheduledTime - leadTime(rng, p.urgency);
    t.acceptedAt = Math.min(t.createdAt + acceptDelay(rng, p.urgency), t.scheduledTime - 5 * MINUTE);
    return t;
  }
  if (p.status === 'COMPLETED') {
    t.scheduledTime = pastSchedule(rng, clock, p, (s) => s + lag + ride);
    t.pickupAt = t.scheduledTime + lag;
    t.completedAt = t.pickupAt + ride;
  } else {
    t.scheduledTime = pastSchedule(rng, clock, p, (s) => s);
  }
  const lead = leadTime(rng, p.urgency);
  t.createdAt = t.scheduledTime - lead;
  if (p.status === 'COMPLETED' || p.acceptedBeforeCancel) {
    t.acceptedAt = Math.min(t.createdAt + acceptDelay(rng, p.urgency), t.scheduledTime - 5 * MINUTE);
  }
  if (p.status === 'CANCELLED') {
    const from = (t.acceptedAt ?? t.createdAt) + 5 * MINUTE;
    t.cancelledAt = from + Math.floor(rng.next() * Math.max(1, (t.scheduledTime - from) / MINUTE - 5)) * MINUTE;
  }
  return t;
}
