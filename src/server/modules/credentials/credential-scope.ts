// Whose credentials a caller may read: an agency its own, the control center every agency's, a crew member their own.
// Scoped in every query; a holder or credential outside it is 404, as if it did not exist.
import { eq, type SQL } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import { credentials } from '@/server/db/schema';
import { forbidden } from '@/server/http/errors';
import type { Caller } from '@/server/plugins/auth';

export type CredentialScope = { kind: 'all' } | { kind: 'agency'; agencyId: string } | { kind: 'self'; userId: string };

export function credentialScopeOf(caller: Caller): CredentialScope {
  if (caller.userType === 'ADMIN' || caller.userType === 'USER') return { kind: 'all' };
  if (caller.userType === 'CREW') return { kind: 'self', userId: caller.id };
  if (caller.userType === 'EMS' && caller.agencyId) return { kind: 'agency', agencyId: caller.agencyId };
  throw forbidden(AUTH_MESSAGES.forbidden);
}

/** The condition on `credentials` rows; undefined: every row. */
export function scopeCondition(scope: CredentialScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  return scope.kind === 'agency' ? eq(credentials.agencyId, scope.agencyId) : eq(credentials.userId, scope.userId);
}

/** Whether a holder (its agency, and for a crew member its id) is in the scope's sight. */
export function holderInScope(scope: CredentialScope, holder: { agencyId: string | null; userId?: string }): boolean {
  if (scope.kind === 'all') return true;
  if (scope.kind === 'agency') return holder.agencyId === scope.agencyId;
  return holder.userId === scope.userId;
}
