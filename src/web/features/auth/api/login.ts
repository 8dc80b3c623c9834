import type { LoginBody } from '@/domain/session/auth';
import { useState } from 'react';
import type { SessionUser } from '@/domain/session/session-answers';
import type { passwordLoginAnswer, SecondFactorChallenge } from '@/domain/session/two-factor-answers';
import type { Wire } from '@/domain/common/answers';
import { apiRequest } from '@/web/lib/api-client';
import { clearStoredSession } from '@/web/lib/session-storage';
import { useCall } from '@/web/lib/use-call';
import { useSession } from '@/web/features/session';

/** The four doors: the control center (ADMIN, USER), healthcare facilities, EMS agencies and their crews. */
export const LOGIN_PATHS = {
  admin: '/api/auth/login',
  healthcare: '/api/auth/healthcare/login',
  ems: '/api/auth/ems/login',
  crew: '/api/auth/crew/login',
} as const;
export type LoginDoor = keyof typeof LOGIN_PATHS;

/** POST to one login path; the old stored session is dropped before each attempt. */
export async function login(door: LoginDoor, body: LoginBody): Promise<Wire<typeof passwordLoginAnswer>> {
  clearStoredSession();
  return apiRequest<typeof passwordLoginAnswer>(LOGIN_PATHS[door], { method: 'POST', body });
}

/**
 * Signs in through one door and keeps the session; `onSignedIn` runs once the user is in memory. Where the password
 * leads to a second factor, `secondFactor` holds that step until its code (or enrolment) completes the sign-in.
 */
export function useLogin(door: LoginDoor, onSignedIn?: (user: SessionUser) => void) {
  const { signIn } = useSession();
  const [challenge, setChallenge] = useState<Pick<SecondFactorChallenge, 'challenge' | 'step'> | null>(null);
  const finish = (user: SessionUser, token: string) => {
    signIn(user, token);
    onSignedIn?.(user);
  };
  const call = useCall(
    (body: LoginBody) => login(door, body),
    (answer) => ('secondFactor' in answer ? setChallenge(answer.secondFactor) : finish(answer.user, answer.token)),
  );
  const secondFactor = challenge && {
    challenge,
    onSignedIn: finish,
    onStartOver: () => {
      call.reset();
      setChallenge(null);
    },
  };
  return { ...call, secondFactor };
}
