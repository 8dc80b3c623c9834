import type { doneAnswer } from '@/domain/common/answers';
import type { enrolmentSchema, recoveryCodesSchema, twoFactorStatusSchema } from '@/domain/session/two-factor-answers';
import { apiRequest, requestData } from '@/web/lib/api-client';

// The signed-in user's own second factor (/api/auth/two-factor) and their organisation's setting.

export const getTwoFactorStatus = () => requestData<typeof twoFactorStatusSchema>('/api/auth/two-factor');

export const beginEnrolment = () => requestData<typeof enrolmentSchema>('/api/auth/two-factor/enrolment', { method: 'POST', body: {} });

export const confirmEnrolment = async (code: string) =>
  (await requestData<typeof recoveryCodesSchema>('/api/auth/two-factor/enrolment/confirm', { method: 'POST', body: { code } })).recoveryCodes;

export const renewRecoveryCodes = async (code: string) =>
  (await requestData<typeof recoveryCodesSchema>('/api/auth/two-factor/recovery-codes', { method: 'POST', body: { code } })).recoveryCodes;

export const turnOff = (code: string) => apiRequest<typeof doneAnswer>('/api/auth/two-factor/disable', { method: 'POST', body: { code } });

export const setOrganisationRequirement = (required: boolean) =>
  requestData<typeof twoFactorStatusSchema>('/api/auth/two-factor/organisation', { method: 'PUT', body: { required } });

/** POST /api/auth/two-factor/users/{id}/reset: an administrator clears another user's second factor. */
export const resetUserTwoFactor = (userId: string) =>
  apiRequest<typeof doneAnswer>(`/api/auth/two-factor/users/${encodeURIComponent(userId)}/reset`, { method: 'POST', body: {} });
