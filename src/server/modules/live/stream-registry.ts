// The open streams of one instance, found the ways events address them: by user, by session, by the facility or
// agency the user acts for, and the control center's (which sees every trip).
import type { LiveStream } from './live-stream';

type Index = Map<string, Set<LiveStream>>;

function addTo(index: Index, key: string | null, stream: LiveStream) {
  if (!key) return;
  const set = index.get(key);
  if (set) set.add(stream);
  else index.set(key, new Set([stream]));
}

function removeFrom(index: Index, key: string | null, stream: LiveStream) {
  if (!key) return;
  const set = index.get(key);
  if (!set) return;
  set.delete(stream);
  if (set.size === 0) index.delete(key);
}

const NONE: ReadonlySet<LiveStream> = new Set();

export function createStreamRegistry() {
  const all = new Set<LiveStream>();
  const controlCenter = new Set<LiveStream>();
  const byUser: Index = new Map();
  const bySession: Index = new Map();
  const byHospital: Index = new Map();
  const byAgency: Index = new Map();

  // a stream is filed under the scope its caller had when it was authorised; a change of scope closes it (hub)
  const keys = (s: LiveStream) => {
    const { id, sessionId, userType, hospitalId, agencyId } = s.caller;
    return {
      user: id,
      session: sessionId,
      hospital: userType === 'HEALTHCARE' ? hospitalId : null,
      agency: userType === 'EMS' ? agencyId : null,
      controlCenter: userType === 'ADMIN' || userType === 'USER',
    };
  };

  return {
    add(stream: LiveStream) {
      const k = keys(stream);
      all.add(stream);
      if (k.controlCenter) controlCenter.add(stream);
      addTo(byUser, k.user, stream);
      addTo(bySession, k.session, stream);
      addTo(byHospital, k.hospital, stream);
      addTo(byAgency, k.agency, stream);
    },
    remove(stream: LiveStream) {
      const k = keys(stream);
      all.delete(stream);
      controlCenter.delete(stream);
      removeFrom(byUser, k.user, stream);
      removeFrom(bySession, k.session, stream);
      removeFrom(byHospital, k.hospital, stream);
      removeFrom(byAgency, k.agency, stream);
    },
    all: (): ReadonlySet<LiveStream> => all,
    controlCenter: (): ReadonlySet<LiveStream> => controlCenter,
    ofUser: (userId: string) => byUser.get(userId) ?? NONE,
    ofSession: (sessionId: string) => bySession.get(sessionId) ?? NONE,
    ofHospital: (hospitalId: string | null) => (hospitalId ? (byHospital.get(hospitalId) ?? NONE) : NONE),
    ofAgency: (agencyId: string) => byAgency.get(agencyId) ?? NONE,
    /** Whether any agency user is connected: only then is a trip's state looked up for an event. */
    hasAgencies: () => byAgency.size > 0,
    /** Whether any facility user is connected: only then is the trip a unit carries looked up for a unit's event. */
    hasHospitals: () => byHospital.size > 0,
  };
}

