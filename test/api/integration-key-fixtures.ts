// API keys for the tests: created through the API by a signed-in member of the organisation, as a person would.
import { expect } from 'vitest';
import type { KeyScope } from '@/domain/integrations/integration-keys';
import type { Headers, TripWorld } from './trip-fixtures';

/** A new key of the signed-in caller's organisation: its id and the headers that call with it. */
export async function newKey(w: TripWorld, who: Headers, scopes: KeyScope[], name = 'EHR link') {
  const res = await w.call('POST', '/api/integration-keys', who, { name, scopes });
  expect(res.statusCode, res.body).toBe(201);
  const { key, integrationKey } = res.json().data as { key: string; integrationKey: { id: string } };
  return { id: integrationKey.id, text: key, auth: { authorization: `Bearer ${key}` } as Headers };
}
