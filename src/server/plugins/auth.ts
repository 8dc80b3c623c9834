import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { SessionUser } from '@/domain/session/session-answers';
import type { UserType } from '@/domain/common/enums';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import { forbidden, unauthorized } from '../http/errors';
import type { SessionCache } from '../modules/auth/session-cache';
import type { TokenService } from '../modules/auth/tokens';

export interface Caller extends SessionUser {
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null when the request carries no valid token. */
    caller: Caller | null;
  }
}

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
};

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Areas whose writes never touch a session, an account or an organisation's standing: trips, units, planning, options. */
const NO_ACCOUNT_WRITES = ['/api/trips/', '/api/units', '/api/optimize/', '/api/dropdown-options'];
const mayChangeAccounts = (request: FastifyRequest) =>
  !READS.has(request.method) && !NO_ACCOUNT_WRITES.some((area) => request.url.startsWith(area));

/** Resolves the bearer token of every request to its caller; routes then guard with requireRole. */
export function registerAuthentication(app: FastifyInstance, deps: { tokens: TokenService; sessionCache: SessionCache }): void {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    const token = bearer(request);
    if (!token) return;
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
  });
}

/** Every hook requireRole made: the published contract (GET /api/openapi.json) marks the routes they guard. */
const signInGuards = new WeakSet<object>();

/** A hook (a route's onRequest) admitting signed-in callers of the given types (any type when none are given). */
export function requireRole(...allowed: UserType[]) {
  const guard = async (request: FastifyRequest) => {
    const caller = request.caller;
    if (!caller) throw unauthorized(bearer(request) ? AUTH_MESSAGES.sessionExpired : AUTH_MESSAGES.authRequired);
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
