import { and, eq, gt } from 'drizzle-orm';
import type { RegistrationKind } from '@/domain/organisations/registration';
import { firstRegistrationError } from '@/domain/organisations/registration';
import type { EmsRegisterBody, HealthcareRegisterBody } from '@/domain/organisations/registration-bodies';
import { APPROVAL_PROMISE_HOURS, EMAIL_VERIFICATION_HOURS } from '@/domain/common/limits';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import type { UserStatus } from '@/domain/common/enums';
import type { Db, Tx } from '@/server/db/connect';
import { isUniqueViolation } from '@/server/db/errors';
import { agencies, hospitals, users } from '@/server/db/schema';
import { badRequest } from '@/server/http/errors';
import type { AppContext } from '@/server/context';
import { notifyAdmins } from '../notifications';
import { assertNameFree, type OrgTable } from '../organisations';
import { isCommonPassword } from './common-passwords';
import { hashPassword, newOneTimeToken, tokenHash } from '../secrets';
import { queueMail } from '../outbox';

export type RegistrationDeps = Pick<AppContext, 'db' | 'config'>;

function checkOrder(body: HealthcareRegisterBody | EmsRegisterBody, kind: RegistrationKind, organisationName: string) {
  const capabilities = 'capabilities' in body ? body.capabilities : undefined;
  const error = firstRegistrationError({ ...body, capabilities, organisationName }, kind, {
    coordinatesRequired: false,
    isCommonPassword,
  });
  if (error) throw badRequest(error);
}

const accountWith = async (db: Db, email: string) =>
  (await db.select({ name: users.name }).from(users).where(eq(users.email, email)))[0];

const orgFields = (b: HealthcareRegisterBody | EmsRegisterBody) => ({
  phone: b.phone || null,
  email: b.email.trim().toLowerCase(),
  address: b.address ?? '',
  city: b.city ?? '',
  state: b.state ?? '',
  zipCode: b.zipCode ?? '',
  latitude: b.latitude ?? null,
  longitude: b.longitude ?? null,
  isActive: false,
  requiresReview: true,
});

/**
 * The steps both sign-ups share: ordered checks, a free address, the organisation (awaiting review) and its first
 * user (awaiting e-mail verification) created together, then the verification mail and the admins' notice.
 */
async function registerOrganisation(
  deps: RegistrationDeps,
  body: HealthcareRegisterBody | EmsRegisterBody,
  org: {
    kind: RegistrationKind;
    table: OrgTable;
    name: string;
    userType: 'HEALTHCARE' | 'EMS';
    insert(tx: Tx): Promise<{ hospitalId: string } | { agencyId: string }>;
  },
): Promise<void> {
  checkOrder(body, org.kind, org.name);
  // a name an active organisation already has is refused at once (its approval would be refused anyway)
  await assertNameFree(deps.db, org.table, org.name);
  const email = body.email.trim().toLowerCase();
  // hashed whether or not the address is taken, so the answer's time does not tell which
  const passwordHash = await hashPassword(body.password);
  const existing = await accountWith(deps.db, email);
  if (existing) return tellOwnerOfAttempt(deps, email, existing.name, org.name);
  const v = newOneTimeToken(EMAIL_VERIFICATION_HOURS * 3_600_000);
  const created = await insertUnlessTaken(() =>
    deps.db.transaction(async (tx) => {
      const link = await org.insert(tx);
      await tx.insert(users).values(newUser(body, email, passwordHash, v, org.userType, link));
    }),
  );
  // a sign-up with the same address an instant earlier won: its owner hears of this one instead
  if (!created) return tellOwnerOfAttempt(deps, email, body.name, org.name);
  const label = org.kind === 'ems' ? 'EMS agency' : 'healthcare facility';
  await afterRegistration(deps, email, body.name, org.name, label, v.token);
}

/** A facility signs up: its hospital awaits review and its user must verify the e-mail address. */
export function registerHealthcare(deps: RegistrationDeps, body: HealthcareRegisterBody): Promise<void> {
  return registerOrganisation(deps, body, {
    kind: 'healthcare',
    table: hospitals,
    name: body.facilityName,
    userType: 'HEALTHCARE',
    async insert(tx) {
      const [hospital] = await tx
        .insert(hospitals)
        .values({ name: body.facilityName, type: body.facilityType, contactName: body.name, ...orgFields(body) })
        .returning({ id: hospitals.id });
      return { hospitalId: hospital!.id };
    },
  });
}

/** An agency signs up: the agency awaits review and its user must verify the e-mail address. */
export function registerEms(deps: RegistrationDeps, body: EmsRegisterBody): Promise<void> {
  return registerOrganisation(deps, body, {
    kind: 'ems',
    table: agencies,
    name: body.agencyName,
    userType: 'EMS',
    async insert(tx) {
      const [agency] = await tx
        .insert(agencies)
        .values({
          name: body.agencyName,
          serviceType: body.serviceType,
          contactName: body.name,
          capabilities: body.capabilities ?? [],
          operatingHours: body.operatingHours ?? null,
          status: 'PENDING',
          ...orgFields(body),
        })
        .returning({ id: agencies.id });
      return { agencyId: agency!.id };
    },
  });
}

function newUser(
  body: { name: string },
  email: string,
  passwordHash: string,
  v: { hash: string; expiresAt: Date },
  userType: 'HEALTHCARE' | 'EMS',
  org: { hospitalId?: string; agencyId?: string },
) {
  return {
    email,
    passwordHash,
    name: body.name,
    userType,
    status: 'PENDING_VERIFICATION' as UserStatus,
    emailVerificationTokenHash: v.hash,
    emailVerificationExpiresAt: v.expiresAt,
    ...org,
  };
}

// Two sign-ups with one address at the same moment: the unique index decides; false for the loser.
async function insertUnlessTaken(run: () => Promise<void>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

/**
 * A sign-up with an address that already has an account is answered like any other, so nobody can learn who has
 * one; the address's owner is told by e-mail instead, which only they can read.
 */
async function tellOwnerOfAttempt(deps: RegistrationDeps, email: string, ownerName: string, orgName: string) {
  await queueMail(deps.db, {
    to: email,
    subject: 'Someone tried to register with your TCC address',
    text: [
      `Hello ${ownerName},`,
      '',
      `Someone, perhaps you, tried to register ${orgName} with TCC using this e-mail address, which already has an account.`,
      'Nothing was changed and no new account was made.',
      '',
      `If it was you, sign in at ${deps.config.publicUrl}/ with your existing account. If you did not try to register, you can ignore this message.`,
    ].join('\n'),
  });
}

async function afterRegistration(
  deps: RegistrationDeps,
  email: string,
  contactName: string,
  orgName: string,
  orgKind: string,
  token: string,
) {
  const link = `${deps.config.publicUrl}/?verify=${encodeURIComponent(token)}`;
  await queueMail(deps.db, {
    to: email,
    subject: 'Verify your TCC account',
    text: [
      `Hello ${contactName},`,
      '',
      `Thank you for registering ${orgName} with TCC.`,
      'Please confirm your email address by opening this link:',
      link,
      '',
      `The link is valid for ${EMAIL_VERIFICATION_HOURS} hours. Our team reviews new accounts within ${APPROVAL_PROMISE_HOURS} hours;`,
      'you will be able to sign in once your email is verified and your account is approved.',
    ].join('\n'),
  });
  await notifyAdmins(deps.db, {
    type: 'info',
    title: `New ${orgKind} registration`,
    message: `${orgName} (${email}) registered and is awaiting review.`,
    link: orgKind === 'EMS agency' ? '/dashboard/agencies' : '/dashboard/hospitals',
  });
}

/** Confirms the address behind a verification link; the account becomes active once its organisation is approved. */
export async function verifyEmail(db: Db, token: string): Promise<{ status: UserStatus }> {
  const [user] = await db
    .select({
      id: users.id,
      hospitalActive: hospitals.isActive,
      agencyActive: agencies.isActive,
    })
    .from(users)
    .leftJoin(hospitals, eq(hospitals.id, users.hospitalId))
    .leftJoin(agencies, eq(agencies.id, users.agencyId))
    .where(and(eq(users.emailVerificationTokenHash, tokenHash(token)), gt(users.emailVerificationExpiresAt, new Date())));
  if (!user) throw badRequest(AUTH_MESSAGES.verificationInvalid);
  const approved = (user.hospitalActive ?? user.agencyActive) === true;
  const status: UserStatus = approved ? 'ACTIVE' : 'PENDING_APPROVAL';
  await db
    .update(users)
    .set({
      status,
      emailVerifiedAt: new Date(),
      emailVerificationTokenHash: null,
      emailVerificationExpiresAt: null,
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, user.id), eq(users.status, 'PENDING_VERIFICATION')));
  return { status };
}
