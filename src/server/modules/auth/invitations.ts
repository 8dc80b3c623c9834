import { randomBytes } from 'node:crypto';
import { INVITATION_DAYS } from '@/domain/common/limits';
import { hashPassword, newOneTimeToken } from '../secrets';

// An invited account (a crew member, a control-center user) is created active with a password nobody knows and a
// one-time link, stored as a hash in the password reset columns, that opens the set-password screen.

/** A fresh invitation link's token, its stored hash and when it stops working. */
export const newInvitation = () => newOneTimeToken(INVITATION_DAYS * 86_400_000);

/** The password an invited account holds until its owner sets their own: random, never told to anyone, so it opens nothing. */
export const unknowablePasswordHash = () => hashPassword(randomBytes(32).toString('base64url'));
