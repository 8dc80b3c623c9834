import { describe, expect, it } from 'vitest';
import { TRIP_STATUSES } from '@/domain/common/enums';
import { tripListCutText } from '@/domain/trips/trip-list-cut';
import { tripFilterQuery, tripListQuery } from '@/domain/trips/trip-views';
import { pageAcrossGroups, TRIP_WORK_GROUPS, workGroupsFor } from '@/domain/trips/trip-work-order';

describe('the work order', () => {
  it('puts every status in exactly one group: under way, booked, awaiting an agency, then finished', () => {
    expect(TRIP_WORK_GROUPS.flatMap((g) => g.statuses).sort()).toEqual([...TRIP_STATUSES].sort());
    expect(TRIP_WORK_GROUPS.map((g) => [g.statuses, g.order])).toEqual([
      [['IN_PROGRESS'], 'soonestScheduled'],
      [['ACCEPTED'], 'soonestScheduled'],
      [['PENDING'], 'soonestScheduled'],
      [['COMPLETED', 'CANCELLED'], 'newest'],
    ]);
  });

  it('keeps to the statuses a list is filtered to, in the work order whatever order they were asked in', () => {
    expect(workGroupsFor(['COMPLETED', 'ACCEPTED', 'IN_PROGRESS']).map((g) => g.statuses)).toEqual([['IN_PROGRESS'], ['ACCEPTED'], ['COMPLETED']]);
    expect(workGroupsFor(['CANCELLED']).map((g) => g.statuses)).toEqual([['CANCELLED']]);
    expect(workGroupsFor(undefined)).toEqual(TRIP_WORK_GROUPS);
    expect(workGroupsFor([])).toEqual(TRIP_WORK_GROUPS);
  });

  it('is a sort of the list only; the export and Trip Management keep the column sorts', () => {
    expect(tripListQuery.parse({ sort: 'work' }).sort).toBe('work');
    expect(tripListQuery.parse({}).sort).toBe('createdAt');
    expect(tripFilterQuery.safeParse({ sort: 'work' }).success).toBe(false);
  });
});

describe('a page across the groups', () => {
  it('takes the first groups first and skips the groups the offset passes', () => {
    expect(pageAcrossGroups([2, 3, 0, 600], 0, 500)).toEqual([
      { group: 0, offset: 0, limit: 2 },
      { group: 1, offset: 0, limit: 3 },
      { group: 3, offset: 0, limit: 495 },
    ]);
    expect(pageAcrossGroups([2, 3, 0, 600], 4, 2)).toEqual([
      { group: 1, offset: 2, limit: 1 },
      { group: 3, offset: 0, limit: 1 },
    ]);
    expect(pageAcrossGroups([2, 3, 0, 600], 10, 5)).toEqual([{ group: 3, offset: 5, limit: 5 }]);
  });

  it('is empty past the end, and every row of every group lands on exactly one page', () => {
    expect(pageAcrossGroups([1, 1], 2, 10)).toEqual([]);
    const sizes = [3, 0, 5, 4];
    const seen: string[] = [];
    for (let offset = 0; offset < 12; offset += 5) {
      for (const s of pageAcrossGroups(sizes, offset, 5)) {
        for (let i = s.offset; i < s.offset + s.limit; i++) seen.push(`${s.group}:${i}`);
      }
    }
    expect(seen).toEqual(sizes.flatMap((n, g) => Array.from({ length: n }, (_, i) => `${g}:${i}`)));
  });
});

describe('the line under a cut list', () => {
  it("says 'Showing N of M trips' only when the answer holds fewer trips than match", () => {
    expect(tripListCutText(500, 1234)).toBe('Showing 500 of 1,234 trips');
    expect(tripListCutText(12, 12)).toBeNull();
    expect(tripListCutText(0, 0)).toBeNull();
  });
});
