// An agency records, changes and removes its own units' and crew members' credentials; another agency's are 404.
import { and, eq } from 'drizzle-orm';
import type { CredentialView } from '@/domain/credentials/credential-answers';
import type { CredentialCreateBody, CredentialUpdateBody } from '@/domain/credentials/credential-forms';
import { CREDENTIAL_MESSAGES, kindsOf, type CredentialHolder } from '@/domain/credentials/credential-rules';
import type { Db } from '@/server/db/connect';
import { credentials } from '@/server/db/schema';
import { badRequest, notFound } from '@/server/http/errors';
import { knownIdOr404 } from '@/server/http/ids';
import { agencyIdOf, type Caller } from '@/server/plugins/auth';
import { credentialById, findHolder } from './credential-queries';

const checkKind = (holder: CredentialHolder, kind: CredentialCreateBody['kind']) => {
  if (!kindsOf(holder).includes(kind)) throw badRequest(CREDENTIAL_MESSAGES.kindNotForHolder(holder));
};

const fields = (body: CredentialUpdateBody) => ({
  kind: body.kind,
  expiresOn: body.expiresOn,
  number: body.number ?? null,
  issuer: body.issuer ?? null,
  note: body.note ?? null,
});

export async function createCredential(db: Db, caller: Caller, body: CredentialCreateBody, today: string): Promise<CredentialView> {
  const agencyId = agencyIdOf(caller);
  const holder: CredentialHolder = body.unitId !== undefined ? 'UNIT' : 'CREW_MEMBER';
  const holderId = (body.unitId ?? body.crewMemberId)!;
  const found = await findHolder(db, holder === 'UNIT' ? 'unit' : 'crew', holderId);
  if (!found || found.agencyId !== agencyId) throw notFound(holder === 'UNIT' ? CREDENTIAL_MESSAGES.unitNotFound : CREDENTIAL_MESSAGES.crewMemberNotFound);
  checkKind(holder, body.kind);
  const [row] = await db
    .insert(credentials)
    .values({ agencyId, ...(holder === 'UNIT' ? { unitId: holderId } : { userId: holderId }), ...fields(body) })
    .returning({ id: credentials.id });
  return (await credentialById(db, row!.id, today))!;
}

/** The credential of the caller's agency, locked; 404 otherwise. */
async function ownCredential(db: Db, caller: Caller, id: string) {
  const [row] = await db
    .select({ id: credentials.id, unitId: credentials.unitId, expiresOn: credentials.expiresOn })
    .from(credentials)
    .where(and(eq(credentials.id, knownIdOr404(id, CREDENTIAL_MESSAGES.notFound)), eq(credentials.agencyId, agencyIdOf(caller))));
  if (!row) throw notFound(CREDENTIAL_MESSAGES.notFound);
  return row;
}

/** A new expiry date (a renewal) starts its warnings over. */
export async function updateCredential(db: Db, caller: Caller, id: string, body: CredentialUpdateBody, today: string): Promise<CredentialView> {
  const row = await ownCredential(db, caller, id);
  checkKind(row.unitId ? 'UNIT' : 'CREW_MEMBER', body.kind);
  const renewed = row.expiresOn !== body.expiresOn;
  await db
    .update(credentials)
    .set({ ...fields(body), ...(renewed ? { warnedDays: null } : {}), updatedAt: new Date() })
    .where(eq(credentials.id, row.id));
  return (await credentialById(db, row.id, today))!;
}

export async function deleteCredential(db: Db, caller: Caller, id: string): Promise<void> {
  const row = await ownCredential(db, caller, id);
  await db.delete(credentials).where(eq(credentials.id, row.id));
}
