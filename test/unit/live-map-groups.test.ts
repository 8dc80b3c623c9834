import { describe, expect, it } from 'vitest';
import { groupByPixels } from '@/web/features/live-map/group-markers';

const at = (item: string, x: number, y: number) => ({ item, x, y });

describe('grouping the live map’s markers that would overlap', () => {
  it('leaves markers far apart each alone, in the order given', () => {
    expect(groupByPixels([at('a', 0, 0), at('b', 100, 0), at('c', 0, 100)], 30)).toEqual([
      { items: ['a'], x: 0, y: 0 },
      { items: ['b'], x: 100, y: 0 },
      { items: ['c'], x: 0, y: 100 },
    ]);
  });

  it('gathers markers nearer than the distance into one group at their mean place', () => {
    expect(groupByPixels([at('a', 0, 0), at('far', 200, 200), at('b', 10, 0), at('c', 0, 20)], 30)).toEqual([
      { items: ['a', 'b', 'c'], x: 10 / 3, y: 20 / 3 },
      { items: ['far'], x: 200, y: 200 },
    ]);
  });

  it('counts the distance in pixels, exclusive: at exactly the distance two markers stay apart', () => {
    expect(groupByPixels([at('a', 0, 0), at('b', 30, 0)], 30)).toHaveLength(2);
    expect(groupByPixels([at('a', 0, 0), at('b', 18, 23)], 30)).toHaveLength(1);
  });

  it('measures each member from the marker that started its group, so a chain does not grow without end', () => {
    const groups = groupByPixels([at('a', 0, 0), at('b', 20, 0), at('c', 40, 0), at('d', 60, 0)], 30);
    expect(groups.map((g) => g.items)).toEqual([['a', 'b'], ['c', 'd']]);
  });

  it('groups markers at the very same place, however many', () => {
    const same = Array.from({ length: 5 }, (_, i) => at(`u${i}`, 50, 50));
    expect(groupByPixels(same, 30)).toEqual([{ items: ['u0', 'u1', 'u2', 'u3', 'u4'], x: 50, y: 50 }]);
  });

  it('groups the same markers differently as the map zooms: apart when zoomed in, together when zoomed out', () => {
    // the same two places at two zooms: each zoom step doubles the pixels between them
    const placed = (scale: number) => [at('a', 0, 0), at('b', 25 * scale, 0)];
    expect(groupByPixels(placed(1), 30)).toHaveLength(1);
    expect(groupByPixels(placed(2), 30)).toHaveLength(2);
  });

  it('has no group without markers', () => {
    expect(groupByPixels([], 30)).toEqual([]);
  });
});
