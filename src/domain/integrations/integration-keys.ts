// Integration keys: what an organisation's API key may do, and who may hold which scope.
import { z } from 'zod';
import type { UserType } from '../common/enums';

export const KEY_SCOPES = ['requests:write', 'trips:read', 'webhooks:manage'] as const;
export type KeyScope = (typeof KEY_SCOPES)[number];

/** What each scope lets a key do, as the settings screen and the docs say it. */
export const KEY_SCOPE_LABELS: Record<KeyScope, string> = {
  'requests:write': 'Create and read its transport requests',
  'trips:read': 'Read its trips',
  'webhooks:manage': 'Manage its webhook endpoints',
};

/** The scopes an organisation's keys may have: only a facility requests transports. */
export const SCOPES_BY_USER_TYPE: Record<UserType, readonly KeyScope[]> = {
  ADMIN: ['trips:read', 'webhooks:manage'],
  HEALTHCARE: ['requests:write', 'trips:read', 'webhooks:manage'],
  EMS: ['trips:read', 'webhooks:manage'],
  USER: [],
  CREW: [],
};

/** The user types that keep keys for their organisation: administrators, facilities and agencies. */
export const KEY_HOLDERS = ['ADMIN', 'HEALTHCARE', 'EMS'] as const satisfies readonly UserType[];

/** The start of every key's text: a key is told from a session token by it. */
export const KEY_TEXT_START = 'tcc_';
/** Whether a bearer token is a key's text rather than a session's token. */
export const isKeyText = (bearer: string) => bearer.startsWith(KEY_TEXT_START);
/** How much of a key's text is kept in the clear to recognise it: the start and 8 characters. */
export const KEY_PREFIX_LENGTH = KEY_TEXT_START.length + 8;

/** A route's `config.keyScope`: the scope a key needs to call it (one of several), or 'any' for a call any key may make. */
export type RouteKeyScope = KeyScope | readonly KeyScope[] | 'any';

/** Reading trips: an organisation's trips, or a facility's own requests. */
export const TRIP_READ_SCOPES: readonly KeyScope[] = ['trips:read', 'requests:write'];

export const KEY_MESSAGES = {
  invalidKey: 'This API key is not valid or has been revoked.',
  notForKeys: 'This call cannot be made with an API key: sign in instead.',
  missingScope: (scopes: readonly KeyScope[]) => `This API key lacks the scope ${scopes.join(' or ')} this call needs.`,
  scopeNotAllowed: (scope: string) => `Your organisation's keys cannot have the scope ${scope}.`,
  notFound: 'Integration key not found',
  created: 'Copy the key now: it will not be shown again.',
  rateLimited: 'Too many calls with this API key. Please wait a moment and try again.',
} as const;

/** Why a key may not make a call that asks for `needed` (undefined: the route takes no keys), or null when it may. */
export function keyScopeRefusal(keyScopes: readonly string[], needed: RouteKeyScope | undefined): string | null {
  if (!needed) return KEY_MESSAGES.notForKeys;
  if (needed === 'any') return null;
  const anyOf = typeof needed === 'string' ? [needed] : needed;
  return anyOf.some((s) => keyScopes.includes(s)) ? null : KEY_MESSAGES.missingScope(anyOf);
}

/** POST /api/integration-keys: a name and at least one scope; the server checks the scopes against the organisation. */
export const createKeyBody = z.strictObject({
  name: z.string().trim().min(1).max(100),
  scopes: z
    .array(z.enum(KEY_SCOPES))
    .min(1, 'choose at least one scope')
    .max(KEY_SCOPES.length)
    .transform((scopes) => [...new Set(scopes)]),
});
export type CreateKeyInput = z.input<typeof createKeyBody>;
export type CreateKeyBody = z.output<typeof createKeyBody>;

/** The first scope the organisation of a user of this type may not give its keys, or null. */
export function refusedScope(userType: UserType, scopes: readonly KeyScope[]): KeyScope | null {
  return scopes.find((s) => !SCOPES_BY_USER_TYPE[userType].includes(s)) ?? null;
}
