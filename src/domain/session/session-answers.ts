// What the sign-in, session, account and public-config calls answer: the schemas the routes declare and the web
// app's types come from. The auth calls keep the spec's top-level `user`, `token` and `users` beside `success`.
import { z } from 'zod';
import { USER_STATUSES, USER_TYPES } from '../common/enums';

/** The logged-in user as the login, verify and stored session carry it. */
export const sessionUserSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    userType: z.enum(USER_TYPES),
    facilityName: z.string().nullable(),
    facilityType: z.string().nullable(),
    agencyName: z.string().nullable(),
    hospitalId: z.string().nullable(),
    agencyId: z.string().nullable(),
    timeZone: z.string().describe("The zone the user's organisation reads times in: every time shown to them is in it"),
  })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.output<typeof sessionUserSchema>;

/** A control-center account as GET /api/auth/users lists it and the user calls answer it. */
export const userListItemSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    userType: z.enum(USER_TYPES),
    isActive: z.boolean(),
    status: z.enum(USER_STATUSES),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'ControlCenterUser' });
export type UserListItem = z.output<typeof userListItemSchema>;

/** POST /api/auth/login (and the healthcare and EMS doors): the user and the bearer token of the new session. */
export const loginAnswer = z.object({ success: z.literal(true), user: sessionUserSchema, token: z.string() });

/** GET /api/auth/verify: the user behind the token. */
export const sessionAnswer = z.object({ success: z.literal(true), user: sessionUserSchema });

/** POST /api/auth/register, PUT and DELETE /api/auth/users/{id}: the account as created, changed or removed. */
export const userAnswer = z.object({ success: z.literal(true), user: userListItemSchema });

/** GET /api/auth/users: the accounts (one page and how many match, when called with limit or offset). */
export const userListAnswer = z.object({ success: z.literal(true), users: z.array(userListItemSchema), total: z.number().int().optional() });

/** The password calls and the confirmation of an organisation's new address: the sentence to show. */
export const messageSchema = z.object({ message: z.string() });

/** POST /api/auth/verify-email: where the account stands once its address is confirmed. */
export const emailVerifiedSchema = z.object({ status: z.enum(USER_STATUSES), message: z.string() });
export type EmailVerified = z.output<typeof emailVerifiedSchema>;

export const demoAccountSchema = z.object({ role: z.enum(['admin', 'user', 'healthcare', 'ems', 'crew']), email: z.string(), password: z.string() });
export type DemoAccount = z.output<typeof demoAccountSchema>;

/** GET /api/public/config: what the logged-out screens may show. */
export const publicConfigSchema = z
  .object({
    demoMode: z.boolean(),
    demoAccounts: z.array(demoAccountSchema),
    mapTileUrl: z.string().describe('Leaflet tile URL template for the maps'),
  })
  .meta({ id: 'PublicConfig' });
export type PublicConfig = z.output<typeof publicConfigSchema>;
