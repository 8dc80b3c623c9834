// Markers that would cover one another on the live map, gathered into one marker with their count. Pure: the map
// gives each marker's place in pixels at its zoom, so the same markers group differently as the reader zooms.

/** A marker's place on screen, in pixels at the map's zoom, and what it stands for. */
export interface PlacedMarker<T> {
  item: T;
  x: number;
  y: number;
}

/** Markers shown as one: what they stand for (in the order given) and where the group stands, their mean place. */
export interface MarkerGroup<T> {
  items: T[];
  x: number;
  y: number;
}

/**
 * The markers in groups, none of whose members lies `distance` pixels or more from the marker that started it: each
 * group starts at the first marker (in the order given) that no earlier group took, and takes every later one within
 * `distance` of it. A marker with none near it is a group of one. The groups come in the order of their first markers.
 */
export function groupByPixels<T>(markers: readonly PlacedMarker<T>[], distance: number): MarkerGroup<T>[] {
  const taken = new Set<number>();
  const groups: MarkerGroup<T>[] = [];
  markers.forEach((seed, i) => {
    if (taken.has(i)) return;
    const members: PlacedMarker<T>[] = [];
    for (let j = i; j < markers.length; j++) {
      const m = markers[j]!;
      if (taken.has(j) || Math.hypot(m.x - seed.x, m.y - seed.y) >= distance) continue;
      taken.add(j);
      members.push(m);
    }
    const mean = (of: (m: PlacedMarker<T>) => number) => members.reduce((sum, m) => sum + of(m), 0) / members.length;
    groups.push({ items: members.map((m) => m.item), x: mean((m) => m.x), y: mean((m) => m.y) });
  });
  return groups;
}
