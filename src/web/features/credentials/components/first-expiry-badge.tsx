import { type CredentialExpiry, credentialState } from '@/domain/credentials/credential-rules';
import { Badge } from '@/web/components/ui/badge';
import { readerToday } from '@/web/lib/format';
import { CREDENTIAL_UI } from '../credential-ui-texts';

/** A unit's or crew member's credential that expired or expires within 30 days, named with its date; nothing while all are valid. */
export function FirstExpiryBadge({ firstExpiry }: { firstExpiry: CredentialExpiry | null }) {
  if (!firstExpiry) return null;
  const state = credentialState(firstExpiry.expiresOn, readerToday());
  if (state === 'VALID') return null;
  return <Badge tone={state === 'EXPIRED' ? 'red' : 'amber'}>{CREDENTIAL_UI.firstExpiry(state, firstExpiry)}</Badge>;
}
