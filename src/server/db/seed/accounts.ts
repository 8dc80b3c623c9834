// The demo sign-ins, their notification preferences, and the notifications waiting for them.
import { randomUUID } from 'node:crypto';
import type { DemoAccount } from '@/domain/session/session-answers';
import { DEMO_ACCOUNTS } from '@/domain/session/demo-accounts';
import type { UserType } from '@/domain/common/enums';
import { ESCALATION_MINUTES, ESCALATION_RADIUS_FACTOR } from '@/domain/trips/escalation';
import { tripAlert } from '@/domain/notifications/trip-alerts';
import { NOTIFICATION_RADIUS } from '@/domain/trips/trip-request';
import type { notifications, notificationSettings, trips, users } from '../schema';
import { DEMO_CREW, DEMO_PEOPLE, PENDING_PASSWORD } from './catalogue';
import { DEMO_ZONE, HOUR, MINUTE } from './clock';
import type { SeedAgency, SeedHospital } from './trips';

type UserRow = typeof users.$inferInsert & { id: string };
type NotificationRow = typeof notifications.$inferInsert;
type TripRow = typeof trips.$inferInsert & { id: string; createdAt: Date };

const USER_TYPE_OF: Record<DemoAccount['role'], UserType> = {
  admin: 'ADMIN',
  user: 'USER',
  healthcare: 'HEALTHCARE',
  ems: 'EMS',
  crew: 'CREW',
};

/** Every password the seed needs, each once: hashing is the slow part. */
export const seedPasswords = () => [...new Set([...DEMO_ACCOUNTS.map((a) => a.password), PENDING_PASSWORD])];

const domainOf = (email: string) => email.slice(email.indexOf('@') + 1).toLowerCase();

/** The organisation whose own e-mail domain is the account's (nurse@riverside-general.org → Riverside General). */
function byDomain<T extends { email: string; name: string }>(orgs: T[], email: string): T {
  const org = orgs.find((o) => domainOf(o.email) === domainOf(email));
  if (!org) throw new Error(`demo seed: no organisation for the domain of ${email}`);
  return org;
}

type DeskRole = Exclude<DemoAccount['role'], 'crew'>;

export interface DemoUsers {
  rows: UserRow[];
  /** The desk accounts by role; the crew members are among the rows alone. */
  byRole: Record<DeskRole, UserRow>;
}

export function demoUsers(opts: {
  now: number;
  hash: (password: string) => string;
  hospitals: SeedHospital[];
  agencies: SeedAgency[];
  pending: { hospital: SeedHospital & { createdAt: number }; agency: SeedAgency & { createdAt: number } };
}): DemoUsers {
  const since = opts.now - 400 * 24 * HOUR;
  const active = DEMO_ACCOUNTS.map((a, i): UserRow => {
    const createdAt = new Date(since + i * HOUR);
    return {
      id: randomUUID(),
      email: a.email.toLowerCase(),
      passwordHash: opts.hash(a.password),
      name: a.role === 'crew' ? DEMO_CREW[a.email]!.name : DEMO_PEOPLE[a.role].name,
      userType: USER_TYPE_OF[a.role],
      status: 'ACTIVE',
      hospitalId: a.role === 'healthcare' ? byDomain(opts.hospitals, a.email).id : null,
      agencyId: a.role === 'ems' || a.role === 'crew' ? byDomain(opts.agencies, a.email).id : null,
      certification: a.role === 'crew' ? DEMO_CREW[a.email]!.certification : null,
      emailVerifiedAt: new Date(createdAt.getTime() + 20 * MINUTE),
      createdAt,
      updatedAt: createdAt,
    };
  });
  const { hospital, agency } = opts.pending;
  const waiting = [
    { org: hospital, userType: 'HEALTHCARE' as const, hospitalId: hospital.id, agencyId: null },
    { org: agency, userType: 'EMS' as const, hospitalId: null, agencyId: agency.id },
  ].map(({ org, ...rest }): UserRow => ({
    id: randomUUID(),
    email: org.email,
    passwordHash: opts.hash(PENDING_PASSWORD),
    name: org.contactName,
    status: 'PENDING_APPROVAL',
    emailVerifiedAt: new Date(org.createdAt + 12 * MINUTE),
    createdAt: new Date(org.createdAt),
    updatedAt: new Date(org.createdAt + 12 * MINUTE),
    ...rest,
  }));
  const byRole = Object.fromEntries(DEMO_ACCOUNTS.flatMap((a, i) => (a.role === 'crew' ? [] : [[a.role, active[i]!]]))) as DemoUsers['byRole'];
  return { rows: [...active, ...waiting], byRole };
}

export function demoNotificationSettings(u: DemoUsers): (typeof notificationSettings.$inferInsert)[] {
  return (Object.keys(u.byRole) as DeskRole[]).map((role) => ({
    userId: u.byRole[role].id,
    emailNotifications: true,
    smsNotifications: role === 'ems',
    newTripAlerts: role !== 'user',
    statusUpdates: true,
    emailAddress: u.byRole[role].email,
    phoneNumber: role === 'ems' || role === 'healthcare' ? DEMO_PEOPLE[role].phone : '',
    // the demo's own people: their addresses and numbers count as proved, so the demo's alerts and tests reach them
    emailAddressConfirmed: true,
    phoneNumberConfirmed: true,
  }));
}

/** What each demo user finds in the bell: registrations to review, offers to answer, trips that moved. */
export function demoNotifications(opts: {
  users: DemoUsers;
  pending: { hospital: SeedHospital & { createdAt: number }; agency: SeedAgency & { createdAt: number } };
  trips: TripRow[];
  offeredToDemoAgency: Set<string>;
  demoHospitalId: string;
  agencyName: (id: string) => string;
  /** How many agencies each escalated request was offered to when escalated. */
  escalatedOffers: ReadonlyMap<string, number>;
}): NotificationRow[] {
  const { admin, user, ems, healthcare } = opts.users.byRole;
  const { hospital, agency } = opts.pending;
  const rows: NotificationRow[] = [
    registration(admin.id, 'healthcare facility', hospital, '/dashboard/hospitals'),
    registration(admin.id, 'EMS agency', agency, '/dashboard/agencies'),
  ];
  const cancelled = opts.trips.filter((t) => t.status === 'CANCELLED').at(-1);
  if (cancelled) {
    rows.push({
      userId: admin.id, type: 'warning', title: 'Transport cancelled', read: true, createdAt: cancelled.cancelledTimestamp!,
      message: `${cancelled.tripNumber} from ${cancelled.fromLocation} to ${cancelled.toLocation} was cancelled: ${cancelled.cancellationReason}.`,
    });
  }
  for (const t of opts.trips) {
    if (t.escalatedAt) {
      // the control center was told on time; the coordinators have read these
      const { type, title, message, link } = tripAlert(
        {
          kind: 'escalated',
          waitedMinutes: ESCALATION_MINUTES.default,
          newlyOffered: opts.escalatedOffers.get(t.id) ?? 0,
          radiusMiles: (t.notificationRadius ?? NOTIFICATION_RADIUS.default) * ESCALATION_RADIUS_FACTOR,
        },
        { ...t, transportLevel: t.transportLevel ?? 'BLS', priority: t.priority ?? 'MEDIUM' },
        // only the bell's notice is kept, which carries no address
        { timeZone: DEMO_ZONE, publicUrl: '' },
      );
      for (const to of [admin, user]) rows.push({ userId: to.id, type, title, message, link, read: true, createdAt: t.escalatedAt });
    }
    if (t.status === 'PENDING' && opts.offeredToDemoAgency.has(t.id)) {
      const facts = { ...t, transportLevel: t.transportLevel ?? 'BLS', priority: t.priority ?? 'MEDIUM' };
      const { type, title, message } = tripAlert({ kind: 'requested' }, facts, { timeZone: DEMO_ZONE, publicUrl: '' });
      rows.push({ userId: ems.id, type, title, message, read: false, createdAt: t.createdAt });
    }
    if (t.hospitalId === opts.demoHospitalId && (t.status === 'ACCEPTED' || t.status === 'IN_PROGRESS')) {
      rows.push({
        userId: healthcare.id, type: 'success', title: 'Transport request accepted', read: t.status === 'IN_PROGRESS',
        createdAt: t.acceptedTimestamp!,
        message: `${opts.agencyName(t.assignedAgencyId!)} accepted ${t.tripNumber} to ${t.toLocation}.`,
      });
    }
  }
  return rows;
}

function registration(userId: string, kind: string, org: { name: string; email: string; createdAt: number }, link: string): NotificationRow {
  return {
    userId,
    type: 'info',
    title: `New ${kind} registration`,
    message: `${org.name} (${org.email}) registered and is awaiting review.`,
    link,
    read: false,
    createdAt: new Date(org.createdAt + MINUTE),
  };
}
