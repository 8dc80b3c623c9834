import { PendingIdentityNotice } from '@/web/components/pending-identity-notice';
import { NotificationSettingsPanel } from '@/web/features/notification-settings';
import { IntegrationKeysPanel } from '@/web/features/integration-keys';
import { SingleSignOnPanel } from '@/web/features/single-sign-on';
import { WebhooksSection } from '@/web/features/webhooks';
import { ErrorPanel } from '@/web/components/ui/error-panel';
import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { errorText } from '@/web/lib/api-client';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { useSession } from '@/web/features/session';
import { settingsOf, useHospitalSettings } from '../api/get-hospital-settings';
import { HospitalSettingsForm } from './hospital-settings-form';
import { PreferredAgenciesPanel } from './preferred-agencies-panel';

/** Settings: the facility form, filled from the facility's own stored record (GET /api/auth/healthcare/facility), its preferred agencies, the user's notification settings and the organisation's integration keys. */
export function SettingsTab({ onDone }: { onDone(): void }) {
  const { refreshUser } = useSession();
  const settings = useHospitalSettings();
  if (settings.isError) {
    return (
      <ErrorPanel
        message={errorText(settings.error, PORTAL_UI.settings.loadFailed)}
        retryLabel={PORTAL_UI.retry}
        busy={settings.isFetching}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  if (!settings.data) return <LoadingPanel label={PORTAL_UI.settings.loading} />;
  return (
    <div className="space-y-4">
      <PendingIdentityNotice current={settings.data} change={settings.data} />
      <HospitalSettingsForm initial={settingsOf(settings.data)} onSaved={({ user }) => refreshUser(user)} onDone={onDone} />
      <PreferredAgenciesPanel />
      <NotificationSettingsPanel />
      <SingleSignOnPanel />
      <IntegrationKeysPanel />
      <WebhooksSection />
    </div>
  );
}
