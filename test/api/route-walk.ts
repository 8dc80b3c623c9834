// What the tests that walk every registered route share: each route's field names and a caller of every role.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '@/server/db/connect';
import { signedIn } from './fixtures';

/** The top-level field names of a route's body or query schema (none when it has no object schema). */
export const fieldsOf = (schema: unknown) => Object.keys((schema as z.ZodObject | undefined)?.shape ?? {});

/** The authorization headers of a signed-in user of each role, in the order ADMIN, USER, HEALTHCARE, EMS. */
export async function callersOfEveryRole(app: FastifyInstance, db: Db): Promise<Record<string, string>[]> {
  const roles = await Promise.all((['ADMIN', 'USER', 'HEALTHCARE', 'EMS'] as const).map((role) => signedIn(app, db, role)));
  return roles.map((r) => r.auth);
}
