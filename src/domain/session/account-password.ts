// A signed-in user's password change, and a forgotten password's reset by e-mailed link: the calls and their texts.
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../common/limits';

/** POST /api/auth/change-password: the current password proves it is the owner at the keyboard. */
export const changePasswordBody = z.strictObject({
  currentPassword: z.string().min(1).max(200),
  newPassword: z.string().max(200),
  confirmPassword: z.string().max(200).optional(),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** POST /api/auth/forgot-password: answered alike whether or not the address has an account. */
export const forgotPasswordBody = z.strictObject({ email: z.email().max(254) });

/** POST /api/auth/reset-password: the token comes from the e-mailed link. */
export const resetPasswordBody = z.strictObject({
  token: z.string().min(1).max(200),
  password: z.string().max(200),
  confirmPassword: z.string().max(200).optional(),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const ACCOUNT_PASSWORD_MESSAGES = {
  currentIncorrect: 'Current password is incorrect',
  sameAsCurrent: 'New password must be different from the current password',
  changed: 'Your password has been changed. You stay signed in here; other devices have been signed out.',
  resetRequested: 'If an account exists for this email, we have sent a link to reset its password. Check your inbox.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please ask for a new one.',
  resetDone: 'Your password has been reset. You can now sign in with your new password.',
  changeFailed: 'The password could not be changed. Please try again.',
  resetFailed: 'The password could not be reset. Please try again.',
  requestFailed: 'The reset link could not be requested. Please try again.',
} as const;

export const ACCOUNT_PASSWORD_TEXTS = {
  changePassword: 'Change Password',
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmNewPassword: 'Confirm New Password',
  save: 'Change Password',
  saving: 'Changing...',
  cancel: 'Cancel',
  done: 'Done',
  forgotPassword: 'Forgot password?',
  forgotTitle: 'Reset your password',
  forgotIntro: 'Enter the email address of your account and we will send you a link to choose a new password.',
  email: 'Email',
  sendLink: 'Send Reset Link',
  sending: 'Sending...',
  resetTitle: 'Choose a new password',
  resetButton: 'Reset Password',
  resetting: 'Resetting...',
  backToSignIn: 'Back to Sign In',
  rulesHint: `At least ${MIN_PASSWORD_LENGTH} characters; not a common password, nor one containing your email or organization name.`,
} as const;
