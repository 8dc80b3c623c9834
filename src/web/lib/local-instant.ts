/** A datetime-local value as an instant in the browser's own zone, so the server never has to guess the zone. */
export function localInstant(local: string): string {
  const at = new Date(local);
  return local.trim() === '' || Number.isNaN(at.getTime()) ? local : at.toISOString();
}
