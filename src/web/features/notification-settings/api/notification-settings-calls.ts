import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CONFIRM_ALERT_ADDRESS_PATH,
  NOTHING_TO_CONFIRM,
  SEND_CONFIRMATION_CODE_PATH,
  type AlertField,
} from '@/domain/notifications/alert-confirmation';
import type { confirmationAnswer, connectionTestAnswer, notificationSettingsAnswer, NotificationSettingsAnswer } from '@/domain/notifications/notification-answers';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NOTIFICATION_SETTINGS_PATH,
  TEST_EMAIL_PATH,
  TEST_SMS_PATH,
  type NotificationSettingsBody,
} from '@/domain/notifications/notification-settings';
import { apiRequest } from '@/web/lib/api-client';

const settingsKey = ['notification-settings'] as const;
/** The settings and where their address and number stand. */
export type SettingsState = Omit<NotificationSettingsAnswer, 'success'>;

/** GET the caller's settings; a failure to load is only logged and the form starts from the defaults. */
export const useNotificationSettings = () =>
  useQuery({
    queryKey: settingsKey,
    queryFn: async ({ signal }): Promise<SettingsState> => {
      try {
        const { data, confirmation } = await apiRequest<typeof notificationSettingsAnswer>(NOTIFICATION_SETTINGS_PATH, { signal });
        return { data, confirmation };
      } catch (err) {
        console.error('Failed to load notification settings', err);
        return { data: DEFAULT_NOTIFICATION_SETTINGS, confirmation: NOTHING_TO_CONFIRM };
      }
    },
  });

/** PUT the settings; afterwards the form starts from what was stored. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NotificationSettingsBody): Promise<SettingsState> => {
      const { data, confirmation } = await apiRequest<typeof notificationSettingsAnswer>(NOTIFICATION_SETTINGS_PATH, { method: 'PUT', body });
      return { data, confirmation };
    },
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}

/** POST a connection test (no body); resolves to the server's message, or throws with its reason. */
export const testConnection = (channel: 'email' | 'sms') =>
  apiRequest<typeof connectionTestAnswer>(channel === 'email' ? TEST_EMAIL_PATH : TEST_SMS_PATH, { method: 'POST' });

/** POST the code sent to the saved address or number; resolves to the server's message and the new standing. */
export const confirmAlertAddress = (field: AlertField, code: string) =>
  apiRequest<typeof confirmationAnswer>(CONFIRM_ALERT_ADDRESS_PATH, { method: 'POST', body: { field, code } });

/** POST for a new code to the saved address or number. */
export const sendConfirmationCode = (field: AlertField) => apiRequest<typeof confirmationAnswer>(SEND_CONFIRMATION_CODE_PATH, { method: 'POST', body: { field } });

/** Where the address and number stand now, or null when that cannot be read. */
export const readConfirmation = () =>
  apiRequest<typeof notificationSettingsAnswer>(NOTIFICATION_SETTINGS_PATH).then(
    (answer) => answer.confirmation,
    () => null,
  );
