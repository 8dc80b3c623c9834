import { passwordProblem, type PasswordOwner } from '../../../domain/password-rules';
import { badRequest } from '../../http/errors';
import { isCommonPassword } from './common-passwords';

/** The reason a new password is refused (the common list included), or null. */
export const newPasswordProblem = (password: string, owner: PasswordOwner) => passwordProblem(password, owner, isCommonPassword);

/** Refuses a new password with 400 and the reason, before anything is hashed or written. */
export function assertAcceptablePassword(password: string, owner: PasswordOwner): void {
  const problem = newPasswordProblem(password, owner);
  if (problem) throw badRequest(problem);
}
