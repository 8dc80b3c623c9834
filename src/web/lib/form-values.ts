import type { FormEvent } from 'react';

/**
 * The text fields of a plain form being submitted, by name; stops the page from reloading. The sign-in and password
 * forms use plain forms: the screens that show them are downloaded by every visitor, so they skip the form library.
 */
export function submittedValues<K extends string>(event: FormEvent<HTMLFormElement>, names: readonly K[]): Record<K, string> {
  event.preventDefault();
  const data = new FormData(event.currentTarget);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')])) as Record<K, string>;
}
