// A single sign-on from the login screen to a session: the start sends the browser to the organisation's provider
// with PKCE, state and nonce (kept in a row here), the callback checks what the provider sends back and hands the web
// app a one-time code in the address's fragment, and the exchange trades that code for the session.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { SSO_ATTEMPT_MINUTES, SSO_FAILURES, SSO_HANDOFF_SECONDS, SSO_PATHS, emailDomain, type SsoFailure } from '@/domain/session/single-sign-on-texts';
import { ssoOutcome } from '@/domain/session/single-sign-on-rules';
import type { SessionUser } from '@/domain/session/session-answers';
import type { AppContext } from '@/server/context';
import { agencies, hospitals, singleSignOnAccounts, singleSignOnAttempts, singleSignOnConnections, singleSignOnDomains, singleSignOnHandoffs, users } from '@/server/db/schema';
import { forbidden, HttpError, notFound, unauthorized } from '@/server/http/errors';
import { type LoginContext, openSession } from '../auth';
import { tokenHash } from '../secrets';
import { redirectUriOf } from './organisation-settings';
import { providerConfiguration } from './provider-client';

// never a hash argon2 can match: an account that joined through its provider has no password until it sets one
const NO_PASSWORD = '!single-sign-on';

type Connection = typeof singleSignOnConnections.$inferSelect;

async function enabledConnection(ctx: AppContext, id: string): Promise<Connection | undefined> {
  const [connection] = await ctx.db
    .select()
    .from(singleSignOnConnections)
    .where(and(eq(singleSignOnConnections.id, id), eq(singleSignOnConnections.enabled, true)));
  return connection;
}

/** The organisation whose provider signs in an e-mail address, by its domain; null when none does. */
export async function findConnection(ctx: AppContext, email: string): Promise<{ connectionId: string; organisationName: string } | null> {
  const domain = emailDomain(email);
  if (!domain) return null;
  const [found] = await ctx.db
    .select({ connectionId: singleSignOnConnections.id, hospitalName: hospitals.name, agencyName: agencies.name, hospitalActive: hospitals.isActive, agencyActive: agencies.isActive })
    .from(singleSignOnDomains)
    .innerJoin(singleSignOnConnections, eq(singleSignOnConnections.id, singleSignOnDomains.connectionId))
    .leftJoin(hospitals, eq(hospitals.id, singleSignOnConnections.hospitalId))
    .leftJoin(agencies, eq(agencies.id, singleSignOnConnections.agencyId))
    .where(and(eq(singleSignOnDomains.domain, domain), eq(singleSignOnConnections.enabled, true)));
  if (!found || (found.hospitalActive ?? found.agencyActive) !== true) return null;
  return { connectionId: found.connectionId, organisationName: (found.hospitalName ?? found.agencyName)! };
}

/** Starts a sign-in at the organisation's provider: the address to send the browser to and the state to bind it to. */
export async function startSignIn(ctx: AppContext, connectionId: string): Promise<{ url: string; state: string }> {
  const connection = /^[0-9a-f-]{36}$/i.test(connectionId) ? await enabledConnection(ctx, connectionId) : undefined;
  if (!connection) throw notFound(SSO_FAILURES.failed);
  // a provider that cannot be read now is the provider's outage, not the person's mistake
  const config = await providerConfiguration(connection, ctx.config.ssoAllowInsecure).catch((err: unknown) => {
    throw err instanceof HttpError ? err : new HttpError(502, SSO_FAILURES.failed);
  });
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  await ctx.db.delete(singleSignOnAttempts).where(lt(singleSignOnAttempts.expiresAt, new Date()));
  await ctx.db
    .insert(singleSignOnAttempts)
    .values({ state, connectionId, codeVerifier, nonce, expiresAt: new Date(Date.now() + SSO_ATTEMPT_MINUTES * 60_000) });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUriOf(ctx),
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href, state };
}

/** Where the browser goes after the provider: the web app's landing page with a one-time code or the failure's name. */
const landing = (ctx: AppContext, fragment: { code: string } | { error: SsoFailure }) =>
  `${ctx.config.publicUrl}${SSO_PATHS.landing}#${new URLSearchParams(fragment).toString()}`;

/**
 * Finishes a sign-in the provider sent back. `boundState` is the state of the browser's own cookie, so a code meant
 * for someone else's browser signs no one in here. Answers where to send the browser.
 */
export async function finishSignIn(
  ctx: AppContext,
  received: Record<string, unknown>,
  boundState: string | undefined,
  log: (err: unknown) => void,
): Promise<string> {
  const query = Object.fromEntries(Object.entries(received).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const state = query.state;
  if (!state || state !== boundState) return landing(ctx, { error: 'expired' });
  const [attempt] = await ctx.db.delete(singleSignOnAttempts).where(eq(singleSignOnAttempts.state, state)).returning();
  if (!attempt || attempt.expiresAt < new Date()) return landing(ctx, { error: 'expired' });
  if (query.error) return landing(ctx, { error: 'refused' });
  const connection = await enabledConnection(ctx, attempt.connectionId);
  if (!connection) return landing(ctx, { error: 'failed' });
  let email: string;
  let emailVerified: boolean;
  let name: string | undefined;
  let subject: string;
  try {
    const config = await providerConfiguration(connection, ctx.config.ssoAllowInsecure);
    const current = new URL(`${redirectUriOf(ctx)}?${new URLSearchParams(query).toString()}`);
    const tokens = await oidc.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: attempt.codeVerifier,
      expectedState: state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims()!;
    subject = claims.sub;
    // a provider that keeps the e-mail out of the id token answers it at its user info endpoint
    const info = typeof claims.email === 'string' ? claims : await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
    email = String(info.email ?? '').trim().toLowerCase();
    emailVerified = info.email_verified === true;
    name = typeof info.name === 'string' && info.name.trim() ? info.name.trim().slice(0, 200) : undefined;
  } catch (err) {
    log(err);
    return landing(ctx, { error: 'failed' });
  }
  const userId = await admittedUser(ctx, connection, { email, emailVerified, name, subject });
  if (typeof userId !== 'string') return landing(ctx, userId);
  const code = randomBytes(32).toString('base64url');
  await ctx.db.delete(singleSignOnHandoffs).where(lt(singleSignOnHandoffs.expiresAt, new Date()));
  await ctx.db.insert(singleSignOnHandoffs).values({ codeHash: tokenHash(code), userId, expiresAt: new Date(Date.now() + SSO_HANDOFF_SECONDS * 1000) });
  return landing(ctx, { code });
}

/** The account the provider's person signs in as (a newcomer joins the organisation), or why not. */
async function admittedUser(
  ctx: AppContext,
  connection: Connection,
  person: { email: string; emailVerified: boolean; name: string | undefined; subject: string },
): Promise<string | { error: SsoFailure }> {
  const domain = emailDomain(person.email);
  const [domainRow] = domain
    ? await ctx.db.select().from(singleSignOnDomains).where(and(eq(singleSignOnDomains.domain, domain), eq(singleSignOnDomains.connectionId, connection.id)))
    : [];
  const [account] = await ctx.db
    .select({
      id: users.id,
      userType: users.userType,
      status: users.status,
      hospitalId: users.hospitalId,
      agencyId: users.agencyId,
      linkedIssuer: singleSignOnAccounts.issuer,
      linkedSubject: singleSignOnAccounts.subject,
    })
    .from(users)
    .leftJoin(singleSignOnAccounts, eq(singleSignOnAccounts.userId, users.id))
    .where(eq(users.email, person.email));
  const outcome = ssoOutcome(
    { emailVerified: person.emailVerified, domain: { owned: Boolean(domainRow), verified: Boolean(domainRow?.verifiedAt) }, autoJoin: connection.autoJoin },
    account
      ? {
          userType: account.userType,
          status: account.status,
          sameOrganisation: connection.hospitalId ? account.hospitalId === connection.hospitalId : account.agencyId === connection.agencyId,
          linkedHere: account.linkedIssuer === connection.issuer && account.linkedSubject === person.subject,
        }
      : null,
  );
  if (outcome.kind === 'refused') return { error: outcome.failure };
  const link = (userId: string) =>
    ctx.db
      .insert(singleSignOnAccounts)
      .values({ userId, issuer: connection.issuer, subject: person.subject })
      .onConflictDoUpdate({ target: singleSignOnAccounts.userId, set: { issuer: connection.issuer, subject: person.subject, linkedAt: new Date() } });
  if (outcome.kind === 'session') {
    await link(account!.id);
    return account!.id;
  }
  const [joined] = await ctx.db
    .insert(users)
    .values({
      email: person.email,
      passwordHash: NO_PASSWORD,
      name: person.name ?? person.email,
      userType: connection.hospitalId ? 'HEALTHCARE' : 'EMS',
      status: outcome.status,
      hospitalId: connection.hospitalId,
      agencyId: connection.agencyId,
      emailVerifiedAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!joined) return { error: 'failed' };
  await link(joined.id);
  return outcome.status === 'ACTIVE' ? joined.id : { error: 'awaitingApproval' };
}

/** Trades the callback's one-time code for a session, the account and its organisation checked again at this moment. */
export async function exchangeCode(ctx: AppContext, code: string, loginCtx: LoginContext): Promise<{ user: SessionUser; token: string }> {
  const [handoff] = await ctx.db
    .delete(singleSignOnHandoffs)
    .where(and(eq(singleSignOnHandoffs.codeHash, tokenHash(code)), gt(singleSignOnHandoffs.expiresAt, new Date())))
    .returning();
  if (!handoff) throw unauthorized(SSO_FAILURES.expired);
  const [account] = await ctx.db
    .select({ status: users.status, hospitalActive: hospitals.isActive, agencyActive: agencies.isActive })
    .from(users)
    .leftJoin(hospitals, eq(hospitals.id, users.hospitalId))
    .leftJoin(agencies, eq(agencies.id, users.agencyId))
    .where(eq(users.id, handoff.userId));
  if (!account || account.status !== 'ACTIVE' || (account.hospitalActive ?? account.agencyActive) !== true) throw forbidden(SSO_FAILURES.accountDisabled);
  return openSession(ctx.db, ctx.tokens, handoff.userId, loginCtx);
}
