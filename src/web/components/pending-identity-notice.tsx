import { hasPendingChange, IDENTITY_REVIEW_MESSAGES as M, IDENTITY_REVIEW_TEXTS as T, type PendingIdentityChange } from '../../domain/identity-review';
import { Alert } from './ui/alert';

/** An organisation's own Settings: the name or e-mail change still waiting for the control center, if any. */
export function PendingIdentityNotice({ change }: { change: PendingIdentityChange }) {
  if (!hasPendingChange(change)) return null;
  return (
    // as wide as the settings form it stands above
    <div className="mx-auto max-w-3xl">
      <Alert tone="info">
        <p className="font-medium">{T.pendingTitle}</p>
        <ul className="mt-1 list-inside list-disc">
          {change.pendingName !== null && <li>{T.pendingName(change.pendingName)}</li>}
          {change.pendingEmail !== null && <li>{T.pendingEmail(change.pendingEmail)}</li>}
        </ul>
        <p className="mt-1">{M.awaitingReview}</p>
      </Alert>
    </div>
  );
}
