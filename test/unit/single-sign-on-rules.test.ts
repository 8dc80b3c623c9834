import { describe, expect, it } from 'vitest';
import { ssoOutcome, type SsoIdentity } from '@/domain/session/single-sign-on-rules';

const identity = (over: Partial<SsoIdentity> = {}): SsoIdentity => ({ emailVerified: true, domain: { owned: true, verified: true }, autoJoin: true, ...over });
const account = { userType: 'HEALTHCARE' as const, status: 'ACTIVE' as const, sameOrganisation: true, linkedHere: true };

describe('who a finished single sign-on lets in', () => {
  it('a newcomer joins active only from a verified domain with automatic joining', () => {
    expect(ssoOutcome(identity(), null)).toEqual({ kind: 'join', status: 'ACTIVE' });
    expect(ssoOutcome(identity({ autoJoin: false }), null)).toEqual({ kind: 'join', status: 'PENDING_APPROVAL' });
    expect(ssoOutcome(identity({ domain: { owned: true, verified: false } }), null)).toEqual({ kind: 'join', status: 'PENDING_APPROVAL' });
  });

  it('refuses an address the provider did not confirm or outside the domains, before anything else', () => {
    expect(ssoOutcome(identity({ emailVerified: false }), account)).toEqual({ kind: 'refused', failure: 'emailNotVerified' });
    expect(ssoOutcome(identity({ domain: { owned: false, verified: false } }), account)).toEqual({ kind: 'refused', failure: 'domainNotOwned' });
  });

  it('an existing account signs in only in its own organisation and while active', () => {
    expect(ssoOutcome(identity(), account)).toEqual({ kind: 'session' });
    expect(ssoOutcome(identity(), { ...account, sameOrganisation: false })).toEqual({ kind: 'refused', failure: 'otherOrganisation' });
    expect(ssoOutcome(identity(), { ...account, status: 'PENDING_APPROVAL' })).toEqual({ kind: 'refused', failure: 'awaitingApproval' });
    expect(ssoOutcome(identity(), { ...account, status: 'DISABLED' })).toEqual({ kind: 'refused', failure: 'accountDisabled' });
  });

  it('links an existing account to a new person at a provider only from a verified domain', () => {
    const unlinked = { ...account, linkedHere: false };
    expect(ssoOutcome(identity(), unlinked)).toEqual({ kind: 'session' });
    expect(ssoOutcome(identity({ domain: { owned: true, verified: false } }), unlinked)).toEqual({ kind: 'refused', failure: 'notLinked' });
    expect(ssoOutcome(identity({ domain: { owned: true, verified: false } }), account)).toEqual({ kind: 'session' });
  });
});
