// Positions as the crew's phone queues and sends them, for the tests of the live map.
import { randomUUID } from 'node:crypto';
import { CREW_PATHS } from '@/domain/crew/crew-api';
import type { Headers, TripWorld } from './trip-fixtures';

/** A position taken `secondsAgo` before `phoneNow` on the phone's clock. */
export const located = (point: { latitude: number; longitude: number }, phoneNow: number, secondsAgo: number) => ({
  id: randomUUID(),
  at: new Date(phoneNow - secondsAgo * 1000).toISOString(),
  ...point,
});

/** Sends a batch as the phone does, its clock reading `phoneNow` as it sends. */
export const sendPositions = (w: TripWorld, who: Headers, positions: object[], phoneNow = Date.now()) =>
  w.call('POST', CREW_PATHS.positions, who, { sentAt: new Date(phoneNow).toISOString(), positions });
