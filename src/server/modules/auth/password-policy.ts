import { typedPasswordProblem, type PasswordOwner } from '@/domain/session/password-rules';
import { badRequest } from '@/server/http/errors';
import { isCommonPassword } from './common-passwords';

/** The reason a new password is refused (the common list included), or null. */
export const newPasswordProblem = (password: string, owner: PasswordOwner) => typedPasswordProblem(password, undefined, owner, isCommonPassword);

/** Refuses a new password (and a confirmation that differs, when one is sent) with 400 and the reason, before anything is hashed or written. */
export function assertAcceptablePassword(password: string, owner: PasswordOwner, confirmation?: string): void {
  const problem = typedPasswordProblem(password, confirmation, owner, isCommonPassword);
  if (problem) throw badRequest(problem);
}
