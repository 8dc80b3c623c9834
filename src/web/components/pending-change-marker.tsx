import { hasPendingChange, IDENTITY_REVIEW_TEXTS, pendingChangeLines } from '@/domain/organisations/identity-review';
import type { PendingIdentityChange } from '@/domain/organisations/organisation-answers';

/** Under an organisation's name in the control center's lists: the change of name or e-mail it asked for, old → new. */
export function PendingChangeMarker({ current, change }: { current: { name: string; email: string | null }; change: PendingIdentityChange }) {
  if (!hasPendingChange(change)) return null;
  return (
    <div className="mt-1 rounded-md bg-amber-50 px-2 py-1 text-xs text-amber-900 ring-1 ring-amber-200">
      <span className="font-semibold">{IDENTITY_REVIEW_TEXTS.pendingTitle}</span>
      {pendingChangeLines(current, change).map((line) => (
        <span key={line} className="block wrap-anywhere">
          {line}
        </span>
      ))}
    </div>
  );
}
