import { z } from 'zod';
import type { UserType } from '../common/enums';
import { USER_MANAGEMENT_MESSAGES } from './user-forms';

export const loginBody = z.strictObject({
  email: z.email().max(254),
  password: z.string().min(1).max(200),
});
export type LoginBody = z.infer<typeof loginBody>;

/**
 * POST /api/auth/register: an administrator creates a control-center account, with the password the spec's form
 * sends, or (sendInvitation: true, password left out or blank) with an e-mailed link for the user to choose one.
 */
export const adminRegisterBody = z
  .strictObject({
    name: z.string().trim().min(1).max(200),
    email: z.email().max(254),
    password: z.string().max(200).optional(),
    userType: z.enum(['USER', 'ADMIN']),
    sendInvitation: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.sendInvitation === true && body.password) ctx.addIssue({ code: 'custom', path: ['password'], message: USER_MANAGEMENT_MESSAGES.passwordWithInvitation });
    if (body.sendInvitation !== true && body.password === undefined) ctx.addIssue({ code: 'custom', path: ['password'], message: USER_MANAGEMENT_MESSAGES.passwordOrInvitation });
  });
export type AdminRegisterBody = z.infer<typeof adminRegisterBody>;

/** Which user types each login path admits; a user signs in only through their own door. */
export const LOGIN_PATH_USER_TYPES = {
  '/api/auth/login': ['ADMIN', 'USER'],
  '/api/auth/healthcare/login': ['HEALTHCARE'],
  '/api/auth/ems/login': ['EMS'],
  '/api/auth/crew/login': ['CREW'],
} as const satisfies Record<string, readonly UserType[]>;

