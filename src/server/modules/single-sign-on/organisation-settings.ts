// A facility's or agency's own single sign-on: its provider, e-mail domains and choices, read and saved by its staff,
// and the newcomers who wait for its approval. The client secret is written, never read back.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { SSO_MESSAGES } from '@/domain/session/single-sign-on-texts';
import { type SsoSettings, type SsoSettingsBody, ssoSettingsBody } from '@/domain/session/single-sign-on';
import type { AppContext } from '@/server/context';
import type { Db } from '@/server/db/connect';
import { singleSignOnConnections, singleSignOnDomains, users } from '@/server/db/schema';
import { badRequest, conflict, HttpError, notFound } from '@/server/http/errors';
import { knownIdOr404 } from '@/server/http/ids';
import type { Caller } from '@/server/plugins/auth';
import { providerConfiguration } from './provider-client';

type Organisation = { hospitalId: string; agencyId: null } | { hospitalId: null; agencyId: string };

/** The caller's own organisation: a facility's or an agency's staff (the route admits only those). */
export function organisationOf(caller: Caller): Organisation {
  if (caller.hospitalId) return { hospitalId: caller.hospitalId, agencyId: null };
  return { hospitalId: null, agencyId: caller.agencyId! };
}

const ofOrganisation = (org: Organisation) =>
  org.hospitalId ? eq(singleSignOnConnections.hospitalId, org.hospitalId) : eq(singleSignOnConnections.agencyId, org.agencyId!);
const staffOf = (org: Organisation) => (org.hospitalId ? eq(users.hospitalId, org.hospitalId) : eq(users.agencyId, org.agencyId!));

/** The address the provider sends the browser back to, which the organisation registers there. */
export const redirectUriOf = (ctx: AppContext) => `${ctx.config.publicUrl}/api/auth/sso/callback`;

export async function readSettings(ctx: AppContext, caller: Caller): Promise<SsoSettings> {
  const org = organisationOf(caller);
  const [connection] = await ctx.db.select().from(singleSignOnConnections).where(ofOrganisation(org));
  const domains = connection
    ? await ctx.db.select().from(singleSignOnDomains).where(eq(singleSignOnDomains.connectionId, connection.id)).orderBy(singleSignOnDomains.domain)
    : [];
  const pending = await ctx.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(staffOf(org), eq(users.status, 'PENDING_APPROVAL')))
    .orderBy(users.email);
  return {
    configured: Boolean(connection),
    issuer: connection?.issuer ?? '',
    clientId: connection?.clientId ?? '',
    hasClientSecret: Boolean(connection?.clientSecret),
    domains: domains.map((d) => ({ domain: d.domain, verified: d.verifiedAt !== null })),
    autoJoin: connection?.autoJoin ?? false,
    passwordSignIn: connection?.passwordSignIn ?? true,
    enabled: connection?.enabled ?? false,
    redirectUri: redirectUriOf(ctx),
    pending: connection ? pending : [],
  };
}

/**
 * Saves the organisation's provider after reading its discovery document, so a mistyped issuer is caught here and
 * not at a nurse's sign-in. A domain kept keeps its verification unless the provider changes; a domain another
 * organisation holds is refused.
 */
export async function saveSettings(ctx: AppContext, caller: Caller, input: SsoSettingsBody): Promise<SsoSettings> {
  const body = ssoSettingsBody.parse(input);
  const org = organisationOf(caller);
  const [existing] = await ctx.db.select().from(singleSignOnConnections).where(ofOrganisation(org));
  const clientSecret = body.clientSecret || existing?.clientSecret;
  if (!clientSecret) throw badRequest(SSO_MESSAGES.clientSecret);
  try {
    await providerConfiguration({ issuer: body.issuer, clientId: body.clientId, clientSecret }, ctx.config.ssoAllowInsecure);
  } catch (err) {
    // the address guard's refusal may come back wrapped by openid-client
    const refusal = err instanceof HttpError ? err : err instanceof Error && err.cause instanceof HttpError ? err.cause : null;
    throw refusal ?? badRequest(SSO_MESSAGES.unreachableIssuer);
  }
  const domains = [...new Set(body.domains)];
  await ctx.db.transaction(async (tx) => {
    const values = { issuer: body.issuer, clientId: body.clientId, clientSecret, autoJoin: body.autoJoin, passwordSignIn: body.passwordSignIn, enabled: body.enabled };
    const [row] = existing
      ? await tx.update(singleSignOnConnections).set({ ...values, updatedAt: new Date() }).where(eq(singleSignOnConnections.id, existing.id)).returning()
      : await tx.insert(singleSignOnConnections).values({ ...values, ...org }).returning();
    const taken = await tx
      .select({ domain: singleSignOnDomains.domain })
      .from(singleSignOnDomains)
      .where(and(inArray(singleSignOnDomains.domain, domains), ne(singleSignOnDomains.connectionId, row!.id)));
    if (taken.length > 0) throw conflict(SSO_MESSAGES.domainTaken);
    // another provider (or another registration at it) must be vouched for again before it links existing accounts
    if (existing && (existing.issuer !== body.issuer || existing.clientId !== body.clientId)) {
      await tx.update(singleSignOnDomains).set({ verifiedAt: null }).where(eq(singleSignOnDomains.connectionId, row!.id));
    }
    const kept = await tx.select().from(singleSignOnDomains).where(eq(singleSignOnDomains.connectionId, row!.id));
    const gone = kept.filter((d) => !domains.includes(d.domain)).map((d) => d.domain);
    if (gone.length > 0) await tx.delete(singleSignOnDomains).where(inArray(singleSignOnDomains.domain, gone));
    await tx
      .insert(singleSignOnDomains)
      .values(domains.map((domain) => ({ domain, connectionId: row!.id })))
      .onConflictDoNothing();
  });
  return readSettings(ctx, caller);
}

/** The organisation approves a newcomer who joined through its provider. */
export async function approveMember(db: Db, caller: Caller, userId: string): Promise<void> {
  const org = organisationOf(caller);
  const approved = await db
    .update(users)
    .set({ status: 'ACTIVE', updatedAt: new Date() })
    .where(and(eq(users.id, knownIdOr404(userId, SSO_MESSAGES.noSuchMember)), staffOf(org), eq(users.status, 'PENDING_APPROVAL')))
    .returning({ id: users.id });
  if (approved.length === 0) throw notFound(SSO_MESSAGES.noSuchMember);
}
