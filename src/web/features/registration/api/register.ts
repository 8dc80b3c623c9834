import type { registrationPayload, RegistrationKind } from '@/domain/organisations/registration';
import type { doneAnswer } from '@/domain/common/answers';
import { apiRequest } from '@/web/lib/api-client';
import { useCall } from '@/web/lib/use-call';

export type RegistrationPayload = ReturnType<typeof registrationPayload>;

const REGISTER_PATHS = {
  healthcare: '/api/auth/healthcare/register',
  ems: '/api/auth/ems/register',
} as const satisfies Record<RegistrationKind, string>;

/** POST the registration; the server answers 201 `{ success: true }` and sends the verification e-mail. */
export const register = (kind: RegistrationKind, body: RegistrationPayload) =>
  apiRequest<typeof doneAnswer>(REGISTER_PATHS[kind], { method: 'POST', body });

export const useRegister = (kind: RegistrationKind) => useCall((body: RegistrationPayload) => register(kind, body));
