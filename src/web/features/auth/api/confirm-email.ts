import type { ApiData } from '@/domain/common/api';
import { apiRequest } from '@/web/lib/api-client';
import { useCall } from '@/web/lib/use-call';

/** POST /api/auth/confirm-email: an organisation's new address, confirmed by the link sent to it. */
async function confirmEmail(token: string): Promise<{ message: string }> {
  return (await apiRequest<ApiData<{ message: string }>>('/api/auth/confirm-email', { method: 'POST', body: { token } })).data;
}

export const useConfirmEmail = () => useCall(confirmEmail);
