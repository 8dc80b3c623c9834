// Who is entitled to hear of each change in the "live" bench, by the trip lists' rule: the control center every trip,
// a hospital's staff its own, an agency the PENDING trips offered to it and the trips it carries. An agency that loses
// sight of a trip (another took it, the facility withdrew it) is owed a bare signal without the trip's id.
import type { Watcher } from './live-data';

export type Move = 'ACCEPTED' | 'CANCELLED' | 'IN_PROGRESS' | 'COMPLETED';

export interface BenchTrip {
  id: string;
  hospitalId: string;
  offered: string[];
  /** The offered agency that accepts it, unless the facility withdraws it first. */
  winner: string;
  withdrawn: boolean;
}

/** The client indexes (positions in `watchers`) of each audience. */
export function createAudience(watchers: Watcher[]) {
  const where = (pick: (w: Watcher) => boolean) => new Set(watchers.flatMap((w, i) => (pick(w) ? [i] : [])));
  const controlCenter = where((w) => w.userType === 'ADMIN' || w.userType === 'USER');
  const union = (...sets: Set<number>[]) => new Set(sets.flatMap((s) => [...s]));
  const ofHospital = (id: string) => where((w) => w.hospitalId === id);
  const ofAgencies = (ids: string[]) => where((w) => w.agencyId !== null && ids.includes(w.agencyId));
  return {
    /** Who may see a new request: the control center, its hospital and the agencies it is offered to. */
    ofNewTrip: (t: BenchTrip) => union(controlCenter, ofHospital(t.hospitalId), ofAgencies(t.offered)),
    /** Who must hear the trip's id after the move, and who only that their lists changed. */
    ofMove(t: BenchTrip, move: Move) {
      const staff = union(controlCenter, ofHospital(t.hospitalId));
      if (move === 'CANCELLED') return { named: staff, unnamed: ofAgencies(t.offered) };
      const named = union(staff, ofAgencies([t.winner]));
      return { named, unnamed: move === 'ACCEPTED' ? ofAgencies(t.offered.filter((a) => a !== t.winner)) : new Set<number>() };
    },
  };
}
