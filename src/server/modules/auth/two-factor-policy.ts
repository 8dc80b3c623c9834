import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { UserType } from '@/domain/common/enums';
import type { TwoFactorStatus } from '@/domain/session/two-factor-answers';
import { twoFactorRequired } from '@/domain/session/two-factor-rules';
import type { Db } from '@/server/db/connect';
import { agencies, controlCenterSettings, hospitals, twoFactor, twoFactorRecoveryCodes, users } from '@/server/db/schema';
import type { SecondStep } from './two-factor-challenges';

interface Standing {
  enabled: boolean;
  required: boolean;
  organisationRequires: boolean;
  userType: UserType;
}

/**
 * Whether the user has a confirmed authenticator and whether their role's setting requires one. `adminsByDefault`:
 * REQUIRE_TWO_FACTOR_FOR_ADMINS, in force until the control center chooses otherwise in its settings.
 */
async function standingOf(db: Db, userId: string, adminsByDefault: boolean): Promise<Standing | null> {
  const [row] = await db
    .select({
      userType: users.userType,
      confirmedAt: twoFactor.confirmedAt,
      hospitalRequires: hospitals.requireTwoFactor,
      agencyRequires: agencies.requireTwoFactor,
      centerRequires: controlCenterSettings.requireTwoFactorForAdmins,
    })
    .from(users)
    .leftJoin(twoFactor, eq(twoFactor.userId, users.id))
    .leftJoin(hospitals, eq(hospitals.id, users.hospitalId))
    .leftJoin(agencies, eq(agencies.id, users.agencyId))
    .leftJoin(controlCenterSettings, eq(controlCenterSettings.id, 1))
    .where(eq(users.id, userId));
  if (!row) return null;
  const adminsRequired = row.centerRequires ?? adminsByDefault;
  // an administrator's organisation is the control center, whose setting covers its administrators
  const organisationRequires = row.userType === 'ADMIN' ? adminsRequired : (row.hospitalRequires ?? row.agencyRequires ?? false);
  return {
    enabled: row.confirmedAt !== null,
    required: twoFactorRequired(row.userType, { adminsRequired, organisationRequires }),
    organisationRequires,
    userType: row.userType,
  };
}

/** The step a right password leads to: the code where an authenticator is set up, the enrolment where one is required but missing, else none. */
export async function secondStepFor(db: Db, userId: string, adminsRequired: boolean): Promise<SecondStep | null> {
  const standing = await standingOf(db, userId, adminsRequired);
  if (standing?.enabled) return 'code';
  return standing?.required ? 'enrol' : null;
}

/** The caller's own second factor as their account settings show it. */
export async function twoFactorStatus(db: Db, userId: string, adminsRequired: boolean): Promise<TwoFactorStatus> {
  const standing = (await standingOf(db, userId, adminsRequired))!;
  const [left] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return {
    enabled: standing.enabled,
    required: standing.required,
    recoveryCodesLeft: standing.enabled ? (left?.n ?? 0) : 0,
    canRequireForOrganisation: standing.userType === 'HEALTHCARE' || standing.userType === 'EMS' || standing.userType === 'ADMIN',
    organisationRequires: standing.organisationRequires,
  };
}

/** Whether the user has a confirmed authenticator. */
export async function hasSecondFactor(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ userId: twoFactor.userId }).from(twoFactor).where(and(eq(twoFactor.userId, userId), isNotNull(twoFactor.confirmedAt)));
  return row !== undefined;
}
