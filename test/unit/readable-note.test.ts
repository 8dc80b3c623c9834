import { afterEach, describe, expect, it } from 'vitest';
import { awardNote } from '@/domain/trips/pickup-offers';
import { requestChangedNote } from '@/domain/trips/request-changes';
import { readableNote, setReaderTimeZone } from '@/web/lib/format';

afterEach(() => setReaderTimeZone(undefined));

describe("a history note as the trip's details show it", () => {
  it("names the instants the history keeps in the reader's zone", () => {
    setReaderTimeZone('America/New_York');
    const awarder = { name: 'Alex Rivera', organisation: 'Riverside General Hospital' };
    expect(readableNote(awardNote(awarder, 'Metro EMS', new Date('2026-12-01T14:20:00.000Z')))).toBe(
      'Awarded by Alex Rivera, Riverside General Hospital to Metro EMS; pickup committed for Dec 1, 2026, 9:20 AM EST',
    );
    const change = { time: { from: new Date('2030-10-02T12:45:00.000Z'), to: new Date('2030-10-02T13:00:00.000Z') } };
    setReaderTimeZone('America/Chicago');
    expect(readableNote(requestChangedNote(change, 2))).toBe(
      'Scheduled time changed from Oct 2, 2030, 7:45 AM CDT to Oct 2, 2030, 8:00 AM CDT: 2 pickup offers to confirm within 5 minutes',
    );
  });

  it('leaves a note without an instant, and a trip number or a date alone, as written', () => {
    for (const note of ['Patient not ready', 'Changed with its outbound trip TRP-20261128-0028', 'Skipped 2026-12-02']) expect(readableNote(note)).toBe(note);
  });
});
