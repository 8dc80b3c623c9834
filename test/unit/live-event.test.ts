// What a NOTIFY payload on tcc_live is read as: ours when it parses and validates, and, for a listener that names the
// kinds it acts on, only those kinds.
import { describe, expect, it } from 'vitest';
import { parseLiveEvent } from '@/server/db/live-event';

const SESSION = '5b0c7a8e-2f1d-4c3b-9a6e-7d8f9e0a1b2c';
const TRIP = '0e1d2c3b-4a59-4687-b7a6-958473625140';
const session = JSON.stringify({ kind: 'session', sessionId: SESSION });
const trip = JSON.stringify({ kind: 'trip', tripId: TRIP, status: 'ACCEPTED', hospitalId: null, agencyId: null, previousAgencyId: null });

describe('live events', () => {
  it('reads every kind for a listener that names none', () => {
    expect(parseLiveEvent(session)).toEqual({ kind: 'session', sessionId: SESSION });
    expect(parseLiveEvent(trip)).toMatchObject({ kind: 'trip', tripId: TRIP, status: 'ACCEPTED' });
  });

  it('reads a unit that moved, with its agency', () => {
    const unit = JSON.stringify({ kind: 'unit', unitId: TRIP, agencyId: SESSION });
    expect(parseLiveEvent(unit)).toEqual({ kind: 'unit', unitId: TRIP, agencyId: SESSION });
    expect(parseLiveEvent(JSON.stringify({ kind: 'unit', unitId: TRIP }))).toBeNull();
  });

  it('reads only the kinds a listener names, and drops the others unread', () => {
    expect(parseLiveEvent(session, ['session', 'account'])).toEqual({ kind: 'session', sessionId: SESSION });
    expect(parseLiveEvent(trip, ['session', 'account'])).toBeNull();
  });

  it('drops what is not ours: not JSON, not an object, an unknown kind, an id that is no uuid', () => {
    for (const payload of ['', 'not json', 'null', '42', '{"kind":"party"}', '{"kind":"session","sessionId":"abc"}']) {
      expect(parseLiveEvent(payload)).toBeNull();
      expect(parseLiveEvent(payload, ['session'])).toBeNull();
    }
  });
});
