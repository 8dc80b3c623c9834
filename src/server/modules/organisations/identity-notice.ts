import type { Db } from '@/server/db/connect';
import { notifyAdmins } from '../notifications';

/** What a request asks for, in words: 'the name "X" and the e-mail address y'. */
export const describeRequest = (org: { pendingName: string | null; pendingEmail: string | null }) =>
  [
    org.pendingName !== null ? `the name "${org.pendingName}"` : null,
    org.pendingEmail !== null ? (org.pendingEmail === '' ? 'no e-mail address' : `the e-mail address ${org.pendingEmail}`) : null,
  ]
    .filter(Boolean)
    .join(' and ');

/** The control center's notice of a change awaiting its review, on the screen where it is decided. */
export async function tellControlCenter(
  db: Db,
  orgKind: 'healthcare facility' | 'EMS agency',
  org: { name: string; pendingName: string | null; pendingEmail: string | null },
): Promise<void> {
  await notifyAdmins(db, {
    type: 'warning',
    title: `A ${orgKind} asks to change its name or e-mail`,
    message: `${org.name} asks for ${describeRequest(org)}. Until you approve it, the current values stay in force.`,
    link: orgKind === 'EMS agency' ? '/dashboard/agencies' : '/dashboard/hospitals',
  });
}
