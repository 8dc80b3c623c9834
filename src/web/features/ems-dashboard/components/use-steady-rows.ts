import { useRef } from 'react';

/** A row as shown: `gone` when the server's list no longer holds it but the list is held still. */
export interface SteadyRow<T> {
  item: T;
  gone: boolean;
}

/**
 * The rows to show: the server's, except while `held`, when each row shown stays at its place (with the server's newer
 * copy of it, or marked gone) and rows new to the list come after them. Nothing moves under the pointer while held.
 */
export function useSteadyRows<T extends { id: string }>(items: readonly T[], held: boolean): SteadyRow<T>[] {
  const shown = useRef<SteadyRow<T>[]>([]);
  if (!held) {
    shown.current = items.map((item) => ({ item, gone: false }));
    return shown.current;
  }
  const fresh = new Map(items.map((t) => [t.id, t]));
  const kept = shown.current.map(({ item }) => {
    const now = fresh.get(item.id);
    return now ? { item: now, gone: false } : { item, gone: true };
  });
  const keptIds = new Set(kept.map((r) => r.item.id));
  shown.current = [...kept, ...items.filter((t) => !keptIds.has(t.id)).map((item) => ({ item, gone: false }))];
  return shown.current;
}
