// What the integration keys calls answer: the schemas the routes declare and the settings screen reads.
import { z } from 'zod';
import { dataAnswer, instant, listAnswer, type Wire } from '../common/answers';
import { KEY_SCOPES } from './integration-keys';

/** A key as its organisation lists it: never its text, only the prefix it starts with. */
export const integrationKeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    prefix: z.string().describe('The start of the key text, to recognise a key'),
    scopes: z.array(z.enum(KEY_SCOPES)),
    createdAt: instant,
    createdByName: z.string().nullable(),
    lastUsedAt: instant.nullable().describe('Kept to the minute: a key used again within a minute is not written each time'),
    revokedAt: instant.nullable(),
  })
  .meta({ id: 'IntegrationKey' });
export type IntegrationKey = z.output<typeof integrationKeySchema>;
/** A key as the settings screen receives it (times as ISO texts). */
export type IntegrationKeyWire = Wire<typeof integrationKeySchema>;

/** POST /api/integration-keys: the key's text, shown this once, and the key as it will be listed. */
export const createdKeySchema = z
  .object({ key: z.string().describe('The whole key text: it is not stored and cannot be shown again'), integrationKey: integrationKeySchema })
  .meta({ id: 'CreatedIntegrationKey' });

export const keyListAnswer = listAnswer(integrationKeySchema);
export const createdKeyAnswer = dataAnswer(createdKeySchema);
export const revokedKeyAnswer = dataAnswer(integrationKeySchema);
