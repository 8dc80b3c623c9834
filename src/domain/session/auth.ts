import { z } from 'zod';
import { USER_TYPES, type UserType } from '../common/enums';

export const loginBody = z.strictObject({
  email: z.email().max(254),
  password: z.string().min(1).max(200),
});
export type LoginBody = z.infer<typeof loginBody>;

/** POST /api/auth/register: an administrator creates a control-center account. */
export const adminRegisterBody = z.strictObject({
  name: z.string().trim().min(1).max(200),
  email: z.email().max(254),
  password: z.string().max(200),
  userType: z.enum(['USER', 'ADMIN']),
});

/** Which user types each login path admits; a user signs in only through their own door. */
export const LOGIN_PATH_USER_TYPES = {
  '/api/auth/login': ['ADMIN', 'USER'],
  '/api/auth/healthcare/login': ['HEALTHCARE'],
  '/api/auth/ems/login': ['EMS'],
  '/api/auth/crew/login': ['CREW'],
} as const satisfies Record<string, readonly UserType[]>;

export const userTypeSchema = z.enum(USER_TYPES);
