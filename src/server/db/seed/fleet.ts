// The demo units: which unit can take which trip without being in two places at once, and the status
// history that follows from the trips each unit carried.
import type { TransportLevel, UnitCapability, UnitStatus, UnitType } from '@/domain/common/enums';
import { POSITION_REPORT_SECONDS } from '@/domain/units/unit-positions';
import { unitCanCarry, type VehicleNeed } from '@/domain/units/vehicle-fit';
import type { unitStatusHistory, units } from '../schema';
import { DAY, HOUR } from './clock';
import type { Rng } from './random';
import type { CareLevel, UnitSeed } from './region';

export interface FleetUnit extends UnitSeed {
  id: string;
  agencyId: string;
  base: { lat: number; lng: number };
  createdAt: number;
}

interface Job {
  from: number;
  /** null while the trip is still open. */
  to: number | null;
  completed: boolean;
  responseMinutes: number | null;
  /** Where the unit is while the job is open; null: at its station. */
  position: { lat: number; lng: number } | null;
}

const TYPE_OF: Record<CareLevel, UnitType> = {
  BLS: 'AMBULANCE',
  ALS: 'AMBULANCE',
  CCT: 'CRITICAL_CARE',
  WHEELCHAIR: 'WHEELCHAIR_VAN',
};

const CAPABILITIES_OF: Record<CareLevel, UnitCapability[]> = {
  BLS: ['BLS', 'STRETCHER', 'OXYGEN'],
  ALS: ['BLS', 'ALS', 'STRETCHER', 'OXYGEN', 'MONITORING'],
  CCT: ['ALS', 'CCT', 'STRETCHER', 'OXYGEN', 'MONITORING', 'VENTILATOR'],
  WHEELCHAIR: ['WHEELCHAIR'],
};

const CARRIES: Record<TransportLevel, CareLevel[]> = {
  BLS: ['BLS', 'ALS'],
  ALS: ['ALS', 'CCT'],
  CCT: ['CCT'],
};

const RANK: CareLevel[] = ['WHEELCHAIR', 'BLS', 'ALS', 'CCT'];

/** How long ago a unit that is parked (maintenance, out of service, off duty) went out of the rotation. */
const PARKED_SINCE: Record<NonNullable<UnitSeed['parkedAs']>, number> = {
  MAINTENANCE: 26 * HOUR,
  OUT_OF_SERVICE: 3 * DAY,
  OFF_DUTY: 5 * HOUR,
};

export function createFleet(fleetUnits: FleetUnit[], now: number, rng: Rng) {
  const jobs = new Map<string, Job[]>(fleetUnits.map((u) => [u.id, []]));
  const parkedAt = (u: FleetUnit) => (u.parkedAs ? now - PARKED_SINCE[u.parkedAs] : Infinity);
  // the agency's usual pick for the level, and only a vehicle the table says can carry the patient
  const fits = (u: FleetUnit, need: VehicleNeed) =>
    CARRIES[need.transportLevel].includes(u.level) &&
    unitCanCarry({ type: TYPE_OF[u.level], capabilities: CAPABILITIES_OF[u.level], customCapabilities: u.custom ?? [] }, need);
  const free = (u: FleetUnit, from: number, to: number | null) =>
    (to ?? Infinity) <= parkedAt(u) && jobs.get(u.id)!.every((j) => (j.to ?? Infinity) <= from || (to ?? Infinity) <= j.from);

  return {
    /** The least equipped unit of the agency able to carry the trip and free for the whole of it. */
    findUnit(agencyId: string, need: VehicleNeed, from: number, to: number | null) {
      const candidates = fleetUnits.filter((u) => u.agencyId === agencyId && fits(u, need) && free(u, from, to));
      return candidates.sort((a, b) => RANK.indexOf(a.level) - RANK.indexOf(b.level))[0] ?? null;
    },

    assign(unitId: string, job: Job) {
      jobs.get(unitId)!.push(job);
    },

    /** The unit rows and their status history, ending in each unit's current status. */
    build(): { unitRows: (typeof units.$inferInsert)[]; historyRows: (typeof unitStatusHistory.$inferInsert)[] } {
      const unitRows: (typeof units.$inferInsert)[] = [];
      const historyRows: (typeof unitStatusHistory.$inferInsert)[] = [];
      for (const u of fleetUnits) {
        const changes: { at: number; to: UnitStatus }[] = [{ at: u.createdAt, to: 'AVAILABLE' }];
        const own = jobs.get(u.id)!.sort((a, b) => a.from - b.from);
        for (const j of own) {
          changes.push({ at: j.from, to: 'COMMITTED' });
          if (j.to !== null) changes.push({ at: j.to, to: 'AVAILABLE' });
        }
        if (u.parkedAs) changes.push({ at: parkedAt(u), to: u.parkedAs });
        changes.forEach((c, i) =>
          historyRows.push({ unitId: u.id, fromStatus: i === 0 ? null : changes[i - 1]!.to, toStatus: c.to, changedAt: new Date(c.at) }),
        );
        const last = changes[changes.length - 1]!;
        const open = own.find((j) => j.to === null);
        const done = own.filter((j) => j.completed);
        const responses = done.map((j) => j.responseMinutes).filter((m): m is number => m !== null);
        const jitter = () => (rng.next() - 0.5) * 0.006;
        const position = open?.position ?? { lat: u.base.lat + jitter(), lng: u.base.lng + jitter() };
        unitRows.push({
          id: u.id,
          agencyId: u.agencyId,
          unitNumber: u.unitNumber,
          type: TYPE_OF[u.level],
          capabilities: [...CAPABILITIES_OF[u.level], ...(u.custom ? (['CUSTOM'] as const) : [])],
          customCapabilities: u.custom ?? [],
          isActive: u.parkedAs !== 'OUT_OF_SERVICE',
          currentStatus: last.to,
          totalTripsCompleted: done.length,
          averageResponseTime: responses.length ? Math.round((responses.reduce((s, m) => s + m, 0) / responses.length) * 10) / 10 : null,
          lastStatusUpdate: new Date(last.at),
          latitude: Math.round(position.lat * 1e5) / 1e5,
          longitude: Math.round(position.lng * 1e5) / 1e5,
          // a unit on a trip reports its position as it drives (fresh on the live map); one at its station last did when it got there
          positionAt: new Date(open ? now - POSITION_REPORT_SECONDS * 1000 : last.at),
          shiftStart: u.shift[0],
          shiftEnd: u.shift[1],
          createdAt: new Date(u.createdAt),
          updatedAt: new Date(last.at),
        });
      }
      return { unitRows, historyRows };
    },
  };
}

export type Fleet = ReturnType<typeof createFleet>;
