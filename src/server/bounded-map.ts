/** Sets a key in a map that holds at most `limit` keys: the one set longest ago goes first (Map keeps insertion order). */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, limit: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > limit) map.delete(map.keys().next().value!);
}
