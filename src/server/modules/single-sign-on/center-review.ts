// The control center's side of single sign-on: it checks that an organisation owns the e-mail domains it claims
// (outside TCC, e.g. a letter or a call to the organisation's IT) and marks them verified, and it can turn password
// sign-in back on for an organisation locked out of its own provider.
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import { SSO_MESSAGES } from '@/domain/session/single-sign-on-texts';
import { type ssoReviewBody, type ssoReviewItemSchema } from '@/domain/session/single-sign-on';
import type { Db } from '@/server/db/connect';
import { agencies, hospitals, singleSignOnConnections, singleSignOnDomains } from '@/server/db/schema';
import { badRequest, notFound } from '@/server/http/errors';
import { isUuid } from '@/server/http/ids';

type ReviewItem = z.output<typeof ssoReviewItemSchema>;

/** Every organisation's single sign-on with its domains, or one organisation's. */
export async function listConnections(db: Db, id?: string): Promise<ReviewItem[]> {
  const rows = await db
    .select({ connection: singleSignOnConnections, hospitalName: hospitals.name, agencyName: agencies.name })
    .from(singleSignOnConnections)
    .leftJoin(hospitals, eq(hospitals.id, singleSignOnConnections.hospitalId))
    .leftJoin(agencies, eq(agencies.id, singleSignOnConnections.agencyId))
    .where(id ? eq(singleSignOnConnections.id, id) : undefined)
    .orderBy(singleSignOnConnections.createdAt);
  const domains = rows.length
    ? await db.select().from(singleSignOnDomains).where(inArray(singleSignOnDomains.connectionId, rows.map((r) => r.connection.id))).orderBy(singleSignOnDomains.domain)
    : [];
  return rows.map(({ connection, hospitalName, agencyName }) => ({
    id: connection.id,
    organisationName: (hospitalName ?? agencyName)!,
    organisationKind: connection.hospitalId ? 'HOSPITAL' : 'AGENCY',
    issuer: connection.issuer,
    domains: domains.filter((d) => d.connectionId === connection.id).map((d) => ({ domain: d.domain, verified: d.verifiedAt !== null })),
    autoJoin: connection.autoJoin,
    passwordSignIn: connection.passwordSignIn,
    enabled: connection.enabled,
  }));
}

/** Marks exactly the named domains verified (the others not) and sets whether password sign-in is allowed. */
export async function reviewConnection(db: Db, id: string, body: z.output<typeof ssoReviewBody>): Promise<ReviewItem> {
  if (!isUuid(id)) throw notFound(SSO_MESSAGES.noSuchConnection);
  const [connection] = await db.select().from(singleSignOnConnections).where(eq(singleSignOnConnections.id, id));
  if (!connection) throw notFound(SSO_MESSAGES.noSuchConnection);
  const owned = await db.select().from(singleSignOnDomains).where(eq(singleSignOnDomains.connectionId, id));
  if (body.verifiedDomains.some((d) => !owned.some((o) => o.domain === d))) throw badRequest(SSO_MESSAGES.unknownDomain);
  await db.transaction(async (tx) => {
    const ofThis = eq(singleSignOnDomains.connectionId, id);
    if (body.verifiedDomains.length > 0) {
      await tx
        .update(singleSignOnDomains)
        .set({ verifiedAt: new Date() })
        .where(and(ofThis, inArray(singleSignOnDomains.domain, body.verifiedDomains), isNull(singleSignOnDomains.verifiedAt)));
    }
    await tx
      .update(singleSignOnDomains)
      .set({ verifiedAt: null })
      .where(body.verifiedDomains.length > 0 ? and(ofThis, notInArray(singleSignOnDomains.domain, body.verifiedDomains)) : ofThis);
    await tx.update(singleSignOnConnections).set({ passwordSignIn: body.passwordSignIn, updatedAt: new Date() }).where(eq(singleSignOnConnections.id, id));
  });
  return (await listConnections(db, id))[0]!;
}
