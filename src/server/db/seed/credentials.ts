// The demo's credentials: every unit's inspection, registration and insurance and every crew member's certification
// and CPR, valid for months; two expire within the month so the warnings and badges show, and none has expired, so
// every demo journey can still send any unit.
import type { Certification } from '@/domain/crew/crew-members';
import type { CrewCredentialKind } from '@/domain/credentials/credential-rules';
import type { credentials, units, users } from '../schema';
import { DAY } from './clock';

type CredentialRow = typeof credentials.$inferInsert;

const dateAfter = (now: number, days: number) => new Date(now + days * DAY).toISOString().slice(0, 10);

// the licence behind each level of care; critical care crews hold a paramedic's licence
const CERTIFICATE_OF: Record<Certification, CrewCredentialKind> = { EMT: 'EMT', AEMT: 'EMT', PARAMEDIC: 'PARAMEDIC', CRITICAL_CARE: 'PARAMEDIC' };

export function demoCredentials(now: number, unitRows: readonly (typeof units.$inferInsert)[], userRows: readonly (typeof users.$inferInsert)[]): CredentialRow[] {
  const rows: CredentialRow[] = [];
  unitRows.forEach((u, i) => {
    const holder = { agencyId: u.agencyId, unitId: u.id! };
    rows.push({ ...holder, kind: 'INSPECTION', expiresOn: dateAfter(now, 120 + ((i * 37) % 200)), issuer: 'PA Department of Health' });
    rows.push({ ...holder, kind: 'REGISTRATION', expiresOn: dateAfter(now, 90 + ((i * 53) % 270)), number: `PA-EMS-${1000 + i}` });
    // the second unit's insurance is up for renewal this month
    rows.push({ ...holder, kind: 'INSURANCE', expiresOn: dateAfter(now, i === 1 ? 12 : 60 + ((i * 29) % 300)), issuer: 'Keystone Mutual' });
  });
  userRows
    .filter((u) => u.userType === 'CREW' && u.agencyId && u.certification)
    .forEach((u, i) => {
      const holder = { agencyId: u.agencyId!, userId: u.id! };
      rows.push({ ...holder, kind: CERTIFICATE_OF[u.certification!], expiresOn: dateAfter(now, 300 + i * 17), issuer: 'PA Department of Health' });
      // the first crew member's CPR card runs out next week
      rows.push({ ...holder, kind: 'CPR', expiresOn: dateAfter(now, i === 0 ? 6 : 150 + i * 11), issuer: 'American Heart Association' });
    });
  return rows;
}
