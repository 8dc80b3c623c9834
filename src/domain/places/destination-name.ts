// The specification's creation payload names the destination only by toLocation: a name from the facilities list
// means that place.

/** How two place names are compared: surrounding spaces and letter case do not count. */
export const placeNameKey = (name: string) => name.trim().toLowerCase();

/** The one place the typed name names; null when none or several carry it, so it stays a typed destination. */
export function placeNamed<P extends { name: string }>(places: readonly P[], typed: string): P | null {
  const key = placeNameKey(typed);
  const named = places.filter((p) => placeNameKey(p.name) === key);
  return named.length === 1 ? named[0]! : null;
}
