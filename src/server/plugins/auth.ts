import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { SessionUser } from '@/domain/session/session-answers';
import type { UserType } from '@/domain/common/enums';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import { isKeyText, KEY_MESSAGES, keyScopeRefusal, type RouteKeyScope } from '@/domain/integrations/integration-keys';
import { forbidden, unauthorized } from '../http/errors';
import type { SessionCache, TokenService } from '../modules/auth';
import type { CenterClock } from '../modules/center-clock';
import type { KeyUser } from '../modules/integration-keys';

export interface Caller extends SessionUser {
  /** The session's id; for a key caller, the key's id (a key reaches no call that reads sessions). */
  sessionId: string;
  /** Set when the caller is an API key acting for its organisation through the account that created it. */
  key?: KeyUser['key'];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null when the request carries no valid token. */
    caller: Caller | null;
  }
  interface FastifyContextConfig {
    /** The scope an API key needs for this route ('any': every key); without one the route refuses keys. */
    keyScope?: RouteKeyScope;
  }
}

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
};

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Areas whose writes never touch a session, an account or an organisation's standing: trips, units, planning, options, webhooks, FHIR orders, the crew app's shifts and steps, standing orders. */
const NO_ACCOUNT_WRITES = ['/api/trips/', '/api/units', '/api/optimize/', '/api/dropdown-options', '/api/webhooks', '/fhir/', '/api/crew/', '/api/standing-orders'];
const mayChangeAccounts = (request: FastifyRequest) =>
  !READS.has(request.method) && !NO_ACCOUNT_WRITES.some((area) => request.url.startsWith(area));
/** Areas whose writes may change the control center's zone: its settings, and the facilities (their zone, state, standing). */
const CENTER_ZONE_WRITES = ['/api/tcc/', '/api/auth/healthcare/'];
const mayChangeCenterZone = (request: FastifyRequest) => !READS.has(request.method) && CENTER_ZONE_WRITES.some((area) => request.url.startsWith(area));

/** How a trip's history names a key caller: the key's name; its actor id stays the key's creator. */
export const keyActorName = (keyName: string) => `${keyName} (API key)`;

/**
 * Resolves the bearer token of every request to its caller; routes then guard with requireRole. A key (`tcc_…`) is
 * refused here, before anything else runs, on a route that does not declare the scope it has.
 */
export function registerAuthentication(
  app: FastifyInstance,
  deps: { tokens: TokenService; sessionCache: SessionCache; center: CenterClock; keys: (text: string) => Promise<KeyUser | null> },
): void {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    const token = bearer(request);
    if (!token) return;
    if (isKeyText(token)) {
      const found = await deps.keys(token);
      if (!found) return;
      const refusal = request.is404 ? null : keyScopeRefusal(found.key.scopes, request.routeOptions.config.keyScope);
      if (refusal) throw forbidden(refusal);
      request.caller = { ...found.user, name: keyActorName(found.key.name), sessionId: found.key.id, key: found.key };
      return;
    }
    const claims = await deps.tokens.verify(token);
    if (!claims) return;
    const user = await deps.sessionCache.userFor(claims);
    if (user) request.caller = { ...user, sessionId: claims.sessionId };
  });
  // A change (sign-out, a closed or changed account) has committed before its answer is sent, but on PostgreSQL this
  // instance may hear the database announce it only after: the next request must not be answered from before it.
  // Trip moves and the like keep the cache, so the busiest writes are checked from memory too.
  app.addHook('onSend', async (request) => {
    if (mayChangeAccounts(request)) deps.sessionCache.clear();
    if (mayChangeCenterZone(request)) await deps.center.refresh();
  });
}

const unauthenticatedMessage = (token: string | null) =>
  !token ? AUTH_MESSAGES.authRequired : isKeyText(token) ? KEY_MESSAGES.invalidKey : AUTH_MESSAGES.sessionExpired;

/** Every hook requireRole made: the published contract (GET /api/openapi.json) marks the routes they guard. */
const signInGuards = new WeakSet<object>();

/** A hook (a route's onRequest) admitting signed-in callers of the given types (any type when none are given). */
export function requireRole(...allowed: UserType[]) {
  const guard = async (request: FastifyRequest) => {
    const caller = request.caller;
    if (!caller) throw unauthorized(unauthenticatedMessage(bearer(request)));
    if (allowed.length > 0 && !allowed.includes(caller.userType)) throw forbidden(AUTH_MESSAGES.forbidden);
  };
  signInGuards.add(guard);
  return guard;
}

/** Whether a route is guarded by requireRole, so only a signed-in caller (or an integration key) may call it. */
export function requiresSignIn(route: Pick<RouteOptions, 'onRequest' | 'preHandler'>): boolean {
  return [route.onRequest, route.preHandler].flat().some((hook) => hook !== undefined && signInGuards.has(hook));
}

/** The caller of a route already guarded by requireRole. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized(AUTH_MESSAGES.authRequired);
  return request.caller;
}

/** The agency an EMS caller acts for (always from the session, never from a body); 403 for an account without one. */
export function agencyIdOf(caller: Caller): string {
  if (!caller.agencyId) throw forbidden(TRIP_ERRORS.noAgencyAccount);
  return caller.agencyId;
}
