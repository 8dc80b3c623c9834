import { instantOfLocalInput } from './format';

/** A datetime-local value as the instant it means in the reader's zone, so the server never has to guess the zone. */
export function localInstant(local: string): string {
  return instantOfLocalInput(local) ?? local;
}
