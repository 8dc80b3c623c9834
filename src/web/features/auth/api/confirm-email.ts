import type { z } from 'zod';
import type { messageSchema } from '@/domain/session/session-answers';
import { requestData } from '@/web/lib/api-client';
import { useCall } from '@/web/lib/use-call';

/** POST /api/auth/confirm-email: an organisation's new address, confirmed by the link sent to it. */
async function confirmEmail(token: string): Promise<z.output<typeof messageSchema>> {
  return requestData<typeof messageSchema>('/api/auth/confirm-email', { method: 'POST', body: { token } });
}

export const useConfirmEmail = () => useCall(confirmEmail);
