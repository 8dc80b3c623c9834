import type { z } from 'zod';
import { messageSchema } from '@/domain/session/session-answers';
import { requestData } from '@/web/lib/resource-calls';
import { useCall } from '@/web/lib/use-call';

/** POST /api/auth/confirm-email: an organisation's new address, confirmed by the link sent to it. */
async function confirmEmail(token: string): Promise<z.output<typeof messageSchema>> {
  return requestData('/api/auth/confirm-email', messageSchema, { method: 'POST', body: { token } });
}

export const useConfirmEmail = () => useCall(confirmEmail);
