import { hasPendingChange, IDENTITY_REVIEW_TEXTS, pendingChangeLines, pendingChangeNote } from '@/domain/organisations/identity-review';
import type { PendingIdentityChange } from '@/domain/organisations/organisation-answers';
import { Alert } from './ui/alert';

/** An organisation's own Settings: the name or e-mail change still waiting for the control center, if any. */
export function PendingIdentityNotice({ current, change }: { current: { name: string; email: string | null }; change: PendingIdentityChange }) {
  if (!hasPendingChange(change)) return null;
  return (
    // as wide as the settings form it stands above
    <div className="mx-auto max-w-3xl">
      <Alert tone="info">
        <p className="font-medium">{IDENTITY_REVIEW_TEXTS.pendingTitle}</p>
        <ul className="mt-1 list-inside list-disc wrap-anywhere">
          {pendingChangeLines(current, change).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-1">{pendingChangeNote(change)}</p>
      </Alert>
    </div>
  );
}
