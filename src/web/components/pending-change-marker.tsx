import { hasPendingChange, IDENTITY_REVIEW_TEXTS as T, type PendingIdentityChange } from '../../domain/identity-review';

/** Under an organisation's name in the control center's lists: the change of name or e-mail it asked for. */
export function PendingChangeMarker({ org }: { org: PendingIdentityChange }) {
  if (!hasPendingChange(org)) return null;
  return (
    <div className="mt-1 rounded-md bg-amber-50 px-2 py-1 text-xs text-amber-900 ring-1 ring-amber-200">
      <span className="font-semibold">{T.pendingTitle}</span>
      {org.pendingName !== null && <span className="block wrap-anywhere">{T.pendingName(org.pendingName)}</span>}
      {org.pendingEmail !== null && <span className="block wrap-anywhere">{T.pendingEmail(org.pendingEmail)}</span>}
    </div>
  );
}
