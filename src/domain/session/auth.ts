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

/** The logged-in user as the login, verify and stored session carry it. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  userType: UserType;
  facilityName: string | null;
  facilityType: string | null;
  agencyName: string | null;
  hospitalId: string | null;
  agencyId: string | null;
  /** The zone the user's organisation reads times in (src/domain/common/time-zones.ts): every time shown to them is in it. */
  timeZone: string;
}

/** A row of GET /api/auth/users. */
export interface UserListItem {
  id: string;
  name: string;
  email: string;
  userType: UserType;
  isActive: boolean;
  status: string;
  createdAt: string;
}

/** Which user types each login path admits; a user signs in only through their own door. */
export const LOGIN_PATH_USER_TYPES = {
  '/api/auth/login': ['ADMIN', 'USER'],
  '/api/auth/healthcare/login': ['HEALTHCARE'],
  '/api/auth/ems/login': ['EMS'],
} as const satisfies Record<string, readonly UserType[]>;

export const userTypeSchema = z.enum(USER_TYPES);

/** GET /api/public/config: what the logged-out screens may show. */
export interface PublicConfig {
  demoMode: boolean;
  demoAccounts: DemoAccount[];
  /** Leaflet tile URL template for the maps. */
  mapTileUrl: string;
}
export interface DemoAccount {
  role: 'admin' | 'user' | 'healthcare' | 'ems';
  email: string;
  password: string;
}
