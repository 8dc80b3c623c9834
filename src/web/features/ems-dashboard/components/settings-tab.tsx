import { PendingIdentityNotice } from '@/web/components/pending-identity-notice';
import { NotificationSettingsPanel } from '@/web/features/notification-settings';
import { IntegrationKeysPanel } from '@/web/features/integration-keys';
import { SingleSignOnPanel } from '@/web/features/single-sign-on';
import { WebhooksSection } from '@/web/features/webhooks';
import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { EMS_UI } from '../ems-ui-texts';
import { useSession } from '@/web/features/session';
import { useAgencySettings } from '../api/get-agency-settings';
import { AgencySettingsForm, valuesOf } from './agency-settings-form';
import { DispatchRulesPanel } from './dispatch-rules-panel';
import { QueryError } from './query-error';

/** Settings: the agency form, filled from the agency's stored record (GET /api/auth/ems/agency), the user's notification settings and the organisation's integration keys. */
export function SettingsTab({ onDone }: { onDone(): void }) {
  const { refreshUser } = useSession();
  const settings = useAgencySettings();
  if (settings.isError) return <QueryError query={settings} fallback={EMS_UI.settings.loadFailed} />;
  if (!settings.data) return <LoadingPanel label={EMS_UI.settings.loading} />;
  return (
    <div className="space-y-4">
      <PendingIdentityNotice current={{ name: settings.data.agencyName, email: settings.data.email }} change={settings.data} />
      <AgencySettingsForm initial={valuesOf(settings.data)} onSaved={({ user }) => refreshUser(user)} onDone={onDone} />
      <DispatchRulesPanel />
      <NotificationSettingsPanel />
      <SingleSignOnPanel />
      <IntegrationKeysPanel />
      <WebhooksSection />
    </div>
  );
}
