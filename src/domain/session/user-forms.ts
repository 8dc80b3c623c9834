import { z } from 'zod';
import { listPageFields } from '../common/list-paging';

// The User Management screen, its user form and its calls.

export const USER_TYPE_OPTIONS = [
  { value: 'USER', label: 'User (Standard Access)' },
  { value: 'ADMIN', label: 'Admin (Full Access)' },
] as const;

export const USER_FORM_TEXTS = {
  addTitle: 'Add New User',
  editTitle: 'Edit User',
  addButton: 'Add User',
  create: 'Create User',
  update: 'Update User',
  cancel: 'Cancel',
  keepPasswordPlaceholder: 'Leave blank to keep current password',
  deleteConfirm: 'Are you sure you want to delete this user?',
} as const;

export const USER_MANAGEMENT_MESSAGES = {
  loadFailed: 'Failed to load users',
  createFailed: 'Failed to create user',
  saveFailed: 'Failed to save user',
  userNotFound: 'User not found',
  cannotDeleteSelf: 'You cannot delete your own account',
  cannotDisableSelf: 'You cannot disable your own account',
  cannotDemoteSelf: 'You cannot remove your own administrator access',
  lastAdmin: 'At least one active administrator must remain; make another user an active administrator first',
  passwordOrInvitation: 'password is required unless sendInvitation is true',
  passwordWithInvitation: 'password must be left out when sendInvitation is true: the invited user chooses it',
} as const;

/**
 * PUT /api/auth/users/{id}: every field optional; a blank or absent password keeps the current one,
 * isActive false disables the account (its sessions end) and true makes it active again.
 */
export const userUpdateBody = z.strictObject({
  name: z.string().trim().min(1).max(200).optional(),
  email: z.email().max(254).optional(),
  password: z.string().max(200).optional(),
  userType: z.enum(['USER', 'ADMIN']).optional(),
  isActive: z.boolean().optional(),
});
export type UserUpdateBody = z.infer<typeof userUpdateBody>;

/** GET /api/auth/users: search (name or e-mail), sorts (createdAt, newest first: the default; name; email) and paging. */
export const USER_LIST_SORTS = ['createdAt', 'name', 'email'] as const;
export const userListQuery = z.object(listPageFields(USER_LIST_SORTS));
export type UserListQuery = z.output<typeof userListQuery>;
