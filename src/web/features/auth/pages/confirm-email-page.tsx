import { useSearchParams } from 'wouter';
import { IDENTITY_REVIEW_MESSAGES } from '@/domain/organisations/identity-review';
import { Alert } from '@/web/components/ui/alert';
import { errorText } from '@/web/lib/api-client';
import { UI } from '@/web/lib/ui-texts';
import { useLinkToken } from '@/web/lib/use-link-token';
import { paths } from '@/web/app/paths';
import { useConfirmEmail } from '../api/confirm-email';
import { AuthCard, LoggedOutShell } from '../components/logged-out-shell';

/**
 * The page an organisation's new e-mail address opens from its link, whoever is signed in on this browser. Opening
 * it again answers the same, so a reload or a second click is harmless.
 */
export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const confirmation = useConfirmEmail();
  useLinkToken(token, confirmation.mutate);

  const outcome = !token ? (
    <Alert tone="error">{UI.confirmEmailNoToken}</Alert>
  ) : confirmation.isSuccess ? (
    <Alert tone="success">{confirmation.data.message}</Alert>
  ) : confirmation.isError ? (
    <Alert tone="error">{errorText(confirmation.error, IDENTITY_REVIEW_MESSAGES.confirmationInvalid)}</Alert>
  ) : (
    <Alert tone="info">{UI.confirmingEmail}</Alert>
  );
  return (
    <LoggedOutShell>
      <AuthCard title={UI.confirmEmailTitle}>
        <div className="space-y-4">
          {outcome}
          <a href={paths.home} className="inline-block font-medium text-blue-700 underline-offset-2 hover:underline">
            {UI.goToTcc}
          </a>
        </div>
      </AuthCard>
    </LoggedOutShell>
  );
}
