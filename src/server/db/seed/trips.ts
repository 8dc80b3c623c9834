// The demo trips of the last 30 days in every status, with the offers, answers and history each implies.
import { randomUUID } from 'node:crypto';
import type { TransportLevel, TripStatus, UserType } from '@/domain/common/enums';
import { greatCircleMiles } from '@/domain/places/geo';
import { ESCALATION_MINUTES, ESCALATION_RADIUS_FACTOR, escalationNote } from '@/domain/trips/escalation';
import { priceTrip } from '@/domain/planning/pricing';
import { ESCALATION_ACTOR } from '@/server/modules/escalation';
import type { agencyResponses, tripHistory, trips } from '../schema';
import { CANCELLATION_REASONS } from './catalogue';
import { clinicalProfile, type ClinicalProfile, type Urgency } from './clinical';
import { MINUTE, type RegionClock } from './clock';
import type { Fleet, FleetUnit } from './fleet';
import type { Rng } from './random';
import type { AgencySeed, HospitalSeed, Place } from './region';
import { timelineFor, type Timeline } from './timeline';

export interface SeedPlace extends Place {
  id: string;
  hospitalId: string | null;
}
export interface SeedHospital extends HospitalSeed {
  id: string;
  campus: SeedPlace;
}
export interface SeedAgency extends AgencySeed {
  id: string;
}
export interface Person {
  id: string;
  name: string;
}

export interface TripWorld {
  clock: RegionClock;
  hospitals: SeedHospital[];
  places: SeedPlace[];
  agencies: SeedAgency[];
  fleet: Fleet;
  /** The demo accounts that act on trips, and the organisations they belong to. */
  demo: { hospital: SeedHospital; agency: SeedAgency; healthcare: Person; ems: Person; admin: Person };
}

type TripRow = typeof trips.$inferInsert & { id: string; createdAt: Date };
type HistoryRow = typeof tripHistory.$inferInsert & { createdAt: Date };
type ResponseRow = typeof agencyResponses.$inferInsert;

/** How many trips of each status, and how many of them involve the demo facility and the demo agency. */
const STATUS_MIX: { status: TripStatus; count: number; demoHospital: number; demoAgency: number }[] = [
  { status: 'PENDING', count: 8, demoHospital: 3, demoAgency: 4 },
  { status: 'ACCEPTED', count: 5, demoHospital: 2, demoAgency: 2 },
  { status: 'IN_PROGRESS', count: 4, demoHospital: 1, demoAgency: 1 },
  { status: 'COMPLETED', count: 25, demoHospital: 8, demoAgency: 9 },
  { status: 'CANCELLED', count: 6, demoHospital: 2, demoAgency: 2 },
];

const LEVELS_OF: Record<AgencySeed['serviceType'], TransportLevel[]> = {
  BLS: ['BLS'],
  ALS: ['BLS', 'ALS'],
  'BLS/ALS': ['BLS', 'ALS'],
  'Critical Care': ['ALS', 'CCT'],
};
const round1 = (n: number) => Math.round(n * 10) / 10;
const miles = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => greatCircleMiles(a, b);

export function generateTrips(rng: Rng, world: TripWorld) {
  const tripRows: TripRow[] = [];
  const historyRows: HistoryRow[] = [];
  const responseRows: ResponseRow[] = [];
  const { demo, clock } = world;

  const requester = (h: SeedHospital): Actor =>
    h.id === demo.hospital.id
      ? { userId: demo.healthcare.id, name: demo.healthcare.name, role: 'HEALTHCARE', organisation: h.name }
      : { userId: null, name: h.contactName, role: 'HEALTHCARE', organisation: h.name };
  const dispatcher = (a: SeedAgency): Actor =>
    a.id === demo.agency.id
      ? { userId: demo.ems.id, name: demo.ems.name, role: 'EMS', organisation: a.name }
      : { userId: null, name: a.contactName, role: 'EMS', organisation: a.name };
  const controlCenter: Actor = { userId: demo.admin.id, name: demo.admin.name, role: 'ADMIN', organisation: 'Transport Control Center' };

  for (const mix of STATUS_MIX) {
    for (let i = 0; i < mix.count; i++) {
      const forDemoAgency = i >= mix.count - mix.demoAgency;
      const origin = i < mix.demoHospital ? demo.hospital : rng.pick(world.hospitals);
      const acceptedBeforeCancel = mix.status === 'CANCELLED' && i % 2 === 0;
      const urgency: Urgency | undefined = mix.status === 'ACCEPTED' || acceptedBeforeCancel ? 'Routine' : undefined;
      const level: TransportLevel | undefined = forDemoAgency ? rng.weighted([['BLS', 6], ['ALS', 4]]) : undefined;
      const profile = clinicalProfile(rng, { level, urgency });
      const destination = pickDestination(rng, world, origin, profile);
      // the same fee schedule live requests use
      const price = priceTrip({ from: origin.campus, to: destination, level: profile.transportLevel, priority: profile.priority });
      const estimatedMinutes = price.estimatedMinutes!;
      const daysAgo = mix.status === 'COMPLETED' && i < 2 ? 0 : rng.int(1, 26);
      const time = timelineFor(rng, clock, { status: mix.status, urgency: profile.urgencyLevel, estimatedMinutes, acceptedBeforeCancel, daysAgo });

      const capable = world.agencies
        .filter((a) => LEVELS_OF[a.serviceType].includes(profile.transportLevel))
        .sort((a, b) => miles(a, origin) - miles(b, origin));
      const offered = capable.slice(0, rng.int(2, 4));
      if (forDemoAgency && !offered.includes(demo.agency)) offered.push(demo.agency);
      // a request left waiting past the delay was escalated on time: offered to the capable agencies within twice its radius
      const escalationRadius = profile.notificationRadius * ESCALATION_RADIUS_FACTOR;
      const escalatedTo = time.escalatedAt === null ? [] : capable.filter((a) => !offered.includes(a) && miles(a, origin) <= escalationRadius);

      const id = randomUUID();
      let assigned: { agency: SeedAgency; unit: FleetUnit } | null = null;
      if (time.acceptedAt !== null) {
        const end = time.completedAt ?? time.cancelledAt;
        const preferred = forDemoAgency ? [demo.agency] : [rng.pick(offered)];
        assigned = findCrew(world.fleet, [...preferred, ...offered, ...capable], profile, time.acceptedAt, end);
        if (!offered.includes(assigned.agency)) offered.push(assigned.agency);
        world.fleet.assign(assigned.unit.id, {
          from: time.acceptedAt,
          to: end,
          completed: mix.status === 'COMPLETED',
          responseMinutes: time.pickupAt === null ? null : Math.round((time.pickupAt - Math.max(time.acceptedAt, time.scheduledTime)) / MINUTE),
          // on the road between the two places while the patient is aboard
          position:
            mix.status === 'IN_PROGRESS'
              ? { lat: (origin.campus.lat + destination.lat) / 2, lng: (origin.campus.lng + destination.lng) / 2 }
              : null,
        });
      }
      const cancelReason = time.cancelledAt === null ? null : rng.pick(CANCELLATION_REASONS);
      const cancelledBy = i % 3 === 1 ? controlCenter : requester(origin);
      const steps = lifecycle(time, { requester: requester(origin), agency: assigned ? dispatcher(assigned.agency) : null, cancelledBy }, {
        unitNumber: assigned?.unit.unitNumber,
        cancelReason,
        escalation:
          time.escalatedAt === null
            ? null
            : { at: time.escalatedAt, note: escalationNote(ESCALATION_MINUTES.default, escalatedTo.length, escalationRadius) },
      });

      tripRows.push({
        id,
        tripNumber: '',
        ...profile,
        fromLocation: origin.campus.name,
        toLocation: destination.name,
        originFacilityId: origin.campus.id,
        destinationFacilityId: destination.id,
        hospitalId: origin.id,
        fromLatitude: origin.campus.lat,
        fromLongitude: origin.campus.lng,
        toLatitude: destination.lat,
        toLongitude: destination.lng,
        scheduledTime: new Date(time.scheduledTime),
        readyStart: new Date(time.scheduledTime),
        readyEnd: new Date(time.scheduledTime + 60 * MINUTE),
        status: mix.status,
        assignedAgencyId: assigned?.agency.id ?? null,
        assignedUnitId: assigned?.unit.id ?? null,
        createdById: requester(origin).userId,
        acceptedTimestamp: date(time.acceptedAt),
        pickupTimestamp: date(time.pickupAt),
        actualStartTime: date(time.pickupAt),
        completionTimestamp: date(time.completedAt),
        actualEndTime: date(time.completedAt),
        cancelledTimestamp: date(time.cancelledAt),
        cancellationReason: cancelReason,
        escalatedAt: date(time.escalatedAt),
        ...price,
        version: steps.length,
        createdAt: new Date(time.createdAt),
        updatedAt: new Date(steps[steps.length - 1]!.at),
      });
      historyRows.push(...steps.map(({ at, actor, ...s }) => historyRow(id, at, actor, s)));
      responseRows.push(...offered.map((a) => offerAnswer(rng, id, a, origin, time, assigned?.agency ?? null, forDemoAgency && a === demo.agency, world)));
      responseRows.push(
        ...escalatedTo.map((a): ResponseRow => ({
          tripId: id,
          agencyId: a.id,
          distanceMiles: round1(miles(a, origin)),
          response: 'OFFERED',
          createdAt: new Date(time.escalatedAt!),
        })),
      );
    }
  }
  numberTrips(tripRows);
  historyRows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return { tripRows: tripRows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()), historyRows, responseRows };
}

interface Actor {
  userId: string | null;
  name: string;
  role: UserType | typeof ESCALATION_ACTOR.actorRole;
  organisation: string;
}
const escalationRule: Actor = {
  userId: null,
  name: ESCALATION_ACTOR.actorName,
  role: ESCALATION_ACTOR.actorRole,
  organisation: ESCALATION_ACTOR.actorOrganisation,
};
interface Step {
  at: number;
  from: TripStatus | null;
  to: TripStatus;
  actor: Actor;
  note: string;
}

const date = (t: number | null) => (t === null ? null : new Date(t));

/** The status changes a timeline implies, in order. */
function lifecycle(
  t: Timeline,
  who: { requester: Actor; agency: Actor | null; cancelledBy: Actor },
  detail: { unitNumber: string | undefined; cancelReason: string | null; escalation: { at: number; note: string } | null },
): Step[] {
  const steps: Step[] = [{ at: t.createdAt, from: null, to: 'PENDING', actor: who.requester, note: 'Transport request created' }];
  if (detail.escalation) steps.push({ at: detail.escalation.at, from: 'PENDING', to: 'PENDING', actor: escalationRule, note: detail.escalation.note });
  if (t.acceptedAt !== null && who.agency) {
    steps.push({ at: t.acceptedAt, from: 'PENDING', to: 'ACCEPTED', actor: who.agency, note: `Accepted; unit ${detail.unitNumber} assigned` });
  }
  if (t.pickupAt !== null && who.agency) {
    steps.push({ at: t.pickupAt, from: 'ACCEPTED', to: 'IN_PROGRESS', actor: who.agency, note: 'Patient picked up' });
  }
  if (t.completedAt !== null && who.agency) {
    steps.push({ at: t.completedAt, from: 'IN_PROGRESS', to: 'COMPLETED', actor: who.agency, note: 'Patient delivered to destination' });
  }
  if (t.cancelledAt !== null) {
    steps.push({ at: t.cancelledAt, from: steps[steps.length - 1]!.to, to: 'CANCELLED', actor: who.cancelledBy, note: detail.cancelReason ?? 'Cancelled' });
  }
  return steps;
}

function historyRow(tripId: string, at: number, actor: Actor, s: { from: TripStatus | null; to: TripStatus; note: string }): HistoryRow {
  return {
    tripId,
    actorUserId: actor.userId,
    actorName: actor.name,
    actorRole: actor.role,
    actorOrganisation: actor.organisation,
    fromStatus: s.from,
    toStatus: s.to,
    note: s.note,
    createdAt: new Date(at),
  };
}

/** Dialysis patients go to dialysis, critical patients to another hospital, the rest mostly home to care facilities. */
function pickDestination(rng: Rng, world: TripWorld, origin: SeedHospital, p: ClinicalProfile): SeedPlace {
  const others = world.places.filter((f) => f.id !== origin.campus.id);
  const hospitals = others.filter((f) => f.hospitalId !== null);
  const care = others.filter((f) => f.hospitalId === null);
  if (p.diagnosis === 'End-Stage Renal Disease') return rng.pick(care.filter((f) => f.type === 'Dialysis Center'));
  if (p.transportLevel === 'CCT' || rng.chance(0.4)) return rng.pick(hospitals);
  return rng.pick(care);
}

function findCrew(fleet: Fleet, agencies: SeedAgency[], p: ClinicalProfile, from: number, to: number | null) {
  for (const agency of agencies) {
    const unit = fleet.findUnit(agency.id, p, from, to);
    if (unit) return { agency, unit };
  }
  throw new Error(`demo seed: no free unit for a ${p.transportLevel} trip ${p.mobilityLevel} ${new Date(from).toISOString()} ${to === null ? "open" : new Date(to).toISOString()} ${agencies.map((a) => a.key)}`);
}

/** How an agency answered an offer: the winner accepted, some others declined first, the rest never answered. */
function offerAnswer(
  rng: Rng,
  tripId: string,
  agency: SeedAgency,
  origin: SeedHospital,
  t: Timeline,
  winner: SeedAgency | null,
  keepOpen: boolean,
  { demo, clock }: TripWorld,
): ResponseRow {
  const answeredBy = agency.id === demo.agency.id ? demo.ems.id : null;
  const base = { tripId, agencyId: agency.id, distanceMiles: round1(miles(agency, origin)), createdAt: new Date(t.createdAt) };
  if (winner === agency) return { ...base, response: 'ACCEPTED', respondedById: answeredBy, respondedAt: date(t.acceptedAt) };
  const deadline = t.acceptedAt ?? t.cancelledAt ?? Math.min(t.createdAt + 40 * MINUTE, clock.now);
  if (!keepOpen && rng.chance(0.3) && deadline - t.createdAt > 2 * MINUTE) {
    const at = t.createdAt + MINUTE + Math.floor((rng.next() * (deadline - t.createdAt - 2 * MINUTE)) / MINUTE) * MINUTE;
    return { ...base, response: 'DECLINED', respondedById: answeredBy, respondedAt: new Date(at) };
  }
  return { ...base, response: 'OFFERED', respondedById: null, respondedAt: null };
}

/** TRP-YYYYMMDD-NNNN, numbered per day of creation (UTC) in creation order. */
function numberTrips(rows: TripRow[]) {
  const perDay = new Map<string, number>();
  for (const row of [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    const day = row.createdAt.toISOString().slice(0, 10).replaceAll('-', '');
    const n = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, n);
    row.tripNumber = `TRP-${day}-${String(n).padStart(4, '0')}`;
  }
}
