import { LoadingPanel } from '../../../components/ui/loading-panel';
import { PORTAL_UI } from '../../../lib/portal-ui-texts';
import { useSession, useSignedInUser } from '../../session/session-context';
import { settingsOf, useFacilitySettings } from '../api/get-facility-settings';
import { FacilitySettingsForm } from './facility-settings-form';

/** Settings: the facility form, filled from the facility's stored details (the session's name and type when none). */
export function SettingsTab({ onDone }: { onDone(): void }) {
  const user = useSignedInUser();
  const { refreshUser } = useSession();
  const settings = useFacilitySettings(user.hospitalId, user.facilityName);
  if (settings.isLoading) return <LoadingPanel label={PORTAL_UI.settings.loading} />;
  const initial = settingsOf(settings.data ?? null, user);
  return <FacilitySettingsForm initial={initial} onSaved={({ user }) => refreshUser(user)} onDone={onDone} />;
}
