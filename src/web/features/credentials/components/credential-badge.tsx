import type { CredentialState } from '@/domain/credentials/credential-rules';
import { Badge, type BadgeTone } from '@/web/components/ui/badge';
import { CREDENTIAL_UI } from '../credential-ui-texts';

const TONE: Record<CredentialState, BadgeTone> = { VALID: 'green', EXPIRING: 'amber', EXPIRED: 'red' };

/** Valid, expiring soon or expired, in colour and in words. */
export function CredentialBadge({ state }: { state: CredentialState }) {
  return <Badge tone={TONE[state]}>{CREDENTIAL_UI.state(state)}</Badge>;
}
