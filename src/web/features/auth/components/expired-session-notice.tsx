import { Alert } from '@/web/components/ui/alert';
import { UI } from '@/web/lib/ui-texts';

/** Above a login: the session ended on its own, and nothing typed was lost. */
export function ExpiredSessionNotice() {
  return (
    <Alert tone="info" className="mb-5">
      <p className="font-medium">{UI.sessionExpired}</p>
      <p>{UI.sessionExpiredWorkKept}</p>
    </Alert>
  );
}
