import { describe, expect, it } from 'vitest';
import { CordeauFormatError, cordeauProblem, parseCordeau } from '@/planner/darp/cordeau';

const ORIGINAL = `2 2 480 3 30
  0   0.000   0.000   0   0    0  480
  1   1.000   0.000   3   1    0 1440
  2   0.000   2.000   3   1   60   75
  3   4.000   0.000   3  -1   30   45
  4   0.000   5.000   3  -1    0 1440
  5   0.000   0.000   0   0    0  480
`;

// the re-formatted copies: tabs, 2n in the header, a depot window of 0 1440
const VARIANT = ['2\t4\t480\t3\t30', ...ORIGINAL.trim().split('\n').slice(1).map((l) => l.trim().split(/\s+/).join('\t'))]
  .join('\n')
  .replace('0\t0.000\t0.000\t0\t0\t0\t480', '0\t0.000\t0.000\t0\t0\t0\t1440');

describe('Cordeau instance reader', () => {
  it('reads the original header K n T Q L and the node lines', () => {
    const instance = parseCordeau(ORIGINAL);
    expect(instance).toMatchObject({ vehicles: 2, requests: 2, maxRouteDuration: 480, capacity: 3, maxRideTime: 30 });
    expect(instance.nodes).toHaveLength(6);
    expect(instance.nodes[3]).toEqual({ id: 3, x: 4, y: 0, service: 3, load: -1, earliest: 30, latest: 45 });
  });

  it('reads the variant with tabs, 2n in the header and a 0 1440 depot window', () => {
    const instance = parseCordeau(VARIANT);
    expect(instance.requests).toBe(2);
    expect(instance.nodes[0]!.latest).toBe(1440);
    expect(instance.nodes[4]).toEqual({ id: 4, x: 0, y: 5, service: 3, load: -1, earliest: 0, latest: 1440 });
  });

  it('turns the instance into a problem: request i from node i to n + i, Euclidean travel', () => {
    const problem = cordeauProblem(parseCordeau(ORIGINAL));
    expect(problem.requests).toEqual([
      { pickup: 1, dropoff: 3, maxRide: 30 },
      { pickup: 2, dropoff: 4, maxRide: 30 },
    ]);
    expect(problem.vehicles).toEqual([
      { start: 0, end: 5, capacity: 3, maxDuration: 480 },
      { start: 0, end: 5, capacity: 3, maxDuration: 480 },
    ]);
    expect(problem.travel(1, 2)).toBeCloseTo(Math.sqrt(5), 12);
  });

  it('plans for no more vehicles than there are requests, whatever the header announces', () => {
    const problem = cordeauProblem(parseCordeau(ORIGINAL.replace('2 2 480 3 30', '1000000 2 480 3 30')));
    expect(problem.vehicles).toHaveLength(2);
  });

  it('names the line of a malformed file', () => {
    const broken = ORIGINAL.replace('  2   0.000   2.000   3   1   60   75', '  2   0.000   two   3   1   60   75');
    expect(() => parseCordeau(broken)).toThrow(CordeauFormatError);
    expect(() => parseCordeau(broken)).toThrow(/line 4: "two" is not a number/);
    expect(() => parseCordeau(ORIGINAL.split('\n').slice(0, 4).join('\n'))).toThrow(/announces 2 requests but the file has 3 node lines/);
    expect(() => parseCordeau('')).toThrow(/empty/);
    expect(() => parseCordeau(ORIGINAL.replace('  4   0.000', '  7   0.000'))).toThrow(/line 6: expected node 4, found 7/);
  });
});
