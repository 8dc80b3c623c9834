// Who a finished single sign-on lets in: the one rule for a provider's answer, an existing account and a newcomer.
import type { UserStatus, UserType } from '../common/enums';
import type { SsoFailure } from './single-sign-on-texts';

/** What the provider vouched for, and the organisation it signed in to. */
export interface SsoIdentity {
  emailVerified: boolean;
  /** The address's domain is one of the organisation's, and whether the control center verified it. */
  domain: { owned: boolean; verified: boolean };
  autoJoin: boolean;
}

export interface SsoExistingAccount {
  userType: UserType;
  status: UserStatus;
  /** The account belongs to the organisation whose provider signed the person in. */
  sameOrganisation: boolean;
  /** The account is linked to this person at this provider (the issuer and subject of its last single sign-on). */
  linkedHere: boolean;
}

export type SsoOutcome = { kind: 'session' } | { kind: 'join'; status: 'ACTIVE' | 'PENDING_APPROVAL' } | { kind: 'refused'; failure: SsoFailure };

/**
 * The provider must have confirmed the address and the domain must be the organisation's; an account of another
 * organisation is never taken over; a newcomer is active at once only from a verified domain with automatic joining.
 * An existing account not yet linked to this person at this provider is linked only from a verified domain: any of
 * the organisation's staff may change its provider in Settings, and a provider of their own must not sign them in as
 * a colleague (changing the provider takes the domains' verification away until the control center gives it again).
 */
export function ssoOutcome(identity: SsoIdentity, account: SsoExistingAccount | null): SsoOutcome {
  if (!identity.emailVerified) return { kind: 'refused', failure: 'emailNotVerified' };
  if (!identity.domain.owned) return { kind: 'refused', failure: 'domainNotOwned' };
  if (!account) return { kind: 'join', status: identity.domain.verified && identity.autoJoin ? 'ACTIVE' : 'PENDING_APPROVAL' };
  if (!account.sameOrganisation) return { kind: 'refused', failure: 'otherOrganisation' };
  if (account.status === 'PENDING_APPROVAL' || account.status === 'PENDING_VERIFICATION') return { kind: 'refused', failure: 'awaitingApproval' };
  if (account.status === 'DISABLED') return { kind: 'refused', failure: 'accountDisabled' };
  if (!account.linkedHere && !identity.domain.verified) return { kind: 'refused', failure: 'notLinked' };
  return { kind: 'session' };
}
