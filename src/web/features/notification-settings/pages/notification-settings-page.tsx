import { EscalationPanel } from '../components/escalation-panel';
import { NotificationSettingsPanel } from '../components/notification-settings-panel';

/** /dashboard/notifications (the control center): the user's own notification settings, and the escalation delay. */
export default function NotificationSettingsPage() {
  return (
    <div className="space-y-6">
      <NotificationSettingsPanel />
      <EscalationPanel />
    </div>
  );
}
