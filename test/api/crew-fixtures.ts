// Crew members for the crew app's tests: a signed-in CREW account of an existing agency, and its calls.
import type { FastifyInstance } from 'fastify';
import type { Certification } from '@/domain/crew/crew-members';
import { CREW_PATHS } from '@/domain/crew/crew-api';
import type { Db } from '@/server/db/connect';
import { users } from '@/server/db/schema';
import { hashPassword } from '@/server/modules/secrets/passwords';
import { PASSWORD, uniqueEmail } from './fixtures';

let hash: Promise<string> | undefined;
let serial = 0;

/** A crew member of the agency, signed in through the crew's own door. */
export async function signedInCrew(app: FastifyInstance, db: Db, agencyId: string, certification: Certification = 'EMT') {
  const [user] = await db
    .insert(users)
    .values({
      email: uniqueEmail('crew'),
      passwordHash: await (hash ??= hashPassword(PASSWORD)),
      name: `Crew Member ${++serial}`,
      userType: 'CREW',
      status: 'ACTIVE',
      agencyId,
      certification,
    })
    .returning();
  const res = await app.inject({ method: 'POST', url: CREW_PATHS.login, payload: { email: user!.email, password: PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`crew login failed: ${res.body}`);
  return { user: user!, auth: { authorization: `Bearer ${res.json().token}` } as Record<string, string> };
}

/** Signs the crew member on to the unit; the shift must start. */
export async function signOnTo(app: FastifyInstance, auth: Record<string, string>, unitId: string) {
  const res = await app.inject({ method: 'POST', url: CREW_PATHS.shift, headers: auth, payload: { unitId } });
  if (res.statusCode !== 200) throw new Error(`sign-on failed: ${res.body}`);
}
