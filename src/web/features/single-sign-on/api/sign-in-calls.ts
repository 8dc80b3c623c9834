import type { Wire } from '@/domain/common/answers';
import type { loginAnswer } from '@/domain/session/session-answers';
import { SSO_PATHS } from '@/domain/session/single-sign-on-texts';
import { type ssoFoundSchema, type ssoStartedSchema } from '@/domain/session/single-sign-on';
import { apiRequest, requestData } from '@/web/lib/api-client';
import { clearStoredSession } from '@/web/lib/session-storage';

/** POST …/find: the organisation whose own sign-in serves this e-mail address, or null. */
export const findSingleSignOn = (email: string, signal?: AbortSignal) =>
  requestData<typeof ssoFoundSchema>(SSO_PATHS.find, { method: 'POST', body: { email }, signal });

/** POST …/start: the provider's address to send the browser to (the answer's cookie binds the sign-in to this browser). */
export const startSingleSignOn = (connectionId: string) => requestData<typeof ssoStartedSchema>(SSO_PATHS.start, { method: 'POST', body: { connectionId } });

/** POST …/exchange: the one-time code of a finished sign-in traded for the session; the old stored one is dropped first. */
export async function exchangeCode(code: string): Promise<Wire<typeof loginAnswer>> {
  clearStoredSession();
  return apiRequest<typeof loginAnswer>(SSO_PATHS.exchange, { method: 'POST', body: { code } });
}
