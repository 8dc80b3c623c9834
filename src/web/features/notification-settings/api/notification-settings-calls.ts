import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NOTIFICATION_SETTINGS_PATH,
  TEST_EMAIL_PATH,
  TEST_SMS_PATH,
  type ConnectionTestAnswer,
  type NotificationSettings,
  type NotificationSettingsBody,
} from '../../../../domain/notification-settings';
import { apiRequest } from '../../../lib/api-client';
import { requestData } from '../../../lib/resource-calls';

const settingsKey = ['notification-settings'] as const;

/** GET the caller's settings; a failure to load is only logged (spec part 2 §10) and the form starts from the defaults. */
export const useNotificationSettings = () =>
  useQuery({
    queryKey: settingsKey,
    queryFn: async ({ signal }) => {
      try {
        return await requestData<NotificationSettings>(NOTIFICATION_SETTINGS_PATH, { signal });
      } catch (err) {
        console.error('Failed to load notification settings', err);
        return DEFAULT_NOTIFICATION_SETTINGS;
      }
    },
  });

/** PUT the settings; afterwards the form starts from what was stored. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettingsBody) => requestData<NotificationSettings>(NOTIFICATION_SETTINGS_PATH, { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}

/** POST a connection test (no body); resolves to the server's message, or throws with its reason. */
export const testConnection = (channel: 'email' | 'sms') =>
  apiRequest<ConnectionTestAnswer>(channel === 'email' ? TEST_EMAIL_PATH : TEST_SMS_PATH, { method: 'POST' });
