import type { loginAnswer } from '@/domain/session/session-answers';
import type { enrolledLoginAnswer, enrolmentSchema } from '@/domain/session/two-factor-answers';
import type { Wire } from '@/domain/common/answers';
import { apiRequest, requestData } from '@/web/lib/api-client';

/** POST /api/auth/two-factor/login: the challenge and a code (or recovery code) open the session. */
export const loginWithCode = (challenge: string, code: string): Promise<Wire<typeof loginAnswer>> =>
  apiRequest<typeof loginAnswer>('/api/auth/two-factor/login', { method: 'POST', body: { challenge, code } });

/** POST /api/auth/two-factor/login/enrolment: a new secret for a user who must enrol before signing in. */
export const beginLoginEnrolment = (challenge: string): Promise<Wire<typeof enrolmentSchema>> =>
  requestData<typeof enrolmentSchema>('/api/auth/two-factor/login/enrolment', { method: 'POST', body: { challenge } });

/** POST /api/auth/two-factor/login/enrolment/confirm: the first code turns it on and opens the session. */
export const confirmLoginEnrolment = (challenge: string, code: string): Promise<Wire<typeof enrolledLoginAnswer>> =>
  apiRequest<typeof enrolledLoginAnswer>('/api/auth/two-factor/login/enrolment/confirm', { method: 'POST', body: { challenge, code } });
