// Credentials that block: when a crew member's or a unit's credential counts as expired, what it stops and the words
// that say why, and when the agency is warned. One rule for every path that signs a crew on or names a unit.

export const CREW_CREDENTIAL_KINDS = ['EMT', 'PARAMEDIC', 'CPR', 'ACLS', 'DRIVERS_LICENCE', 'OTHER_CREW'] as const;
export const UNIT_CREDENTIAL_KINDS = ['INSPECTION', 'REGISTRATION', 'INSURANCE', 'OTHER_UNIT'] as const;
export const CREDENTIAL_KINDS = [...CREW_CREDENTIAL_KINDS, ...UNIT_CREDENTIAL_KINDS] as const;
export type CrewCredentialKind = (typeof CREW_CREDENTIAL_KINDS)[number];
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];

export const CREDENTIAL_HOLDERS = ['CREW_MEMBER', 'UNIT'] as const;
export type CredentialHolder = (typeof CREDENTIAL_HOLDERS)[number];

/** The words for each kind: on its own (a column, a choice) and inside a sentence ("Unit M-12's insurance expired"). */
export const CREDENTIAL_KIND_WORDS: Record<CredentialKind, { label: string; inSentence: string }> = {
  EMT: { label: 'EMT certification', inSentence: 'EMT certification' },
  PARAMEDIC: { label: 'Paramedic licence', inSentence: 'paramedic licence' },
  CPR: { label: 'CPR certification', inSentence: 'CPR certification' },
  ACLS: { label: 'ACLS certification', inSentence: 'ACLS certification' },
  DRIVERS_LICENCE: { label: 'Driver’s licence', inSentence: 'driver’s licence' },
  OTHER_CREW: { label: 'Other credential', inSentence: 'credential' },
  INSPECTION: { label: 'Inspection', inSentence: 'inspection' },
  REGISTRATION: { label: 'Registration', inSentence: 'registration' },
  INSURANCE: { label: 'Insurance', inSentence: 'insurance' },
  OTHER_UNIT: { label: 'Other credential', inSentence: 'credential' },
};

/** Where a warning's bell notice leads: the agency dashboard's Credentials tab. */
export const AGENCY_CREDENTIALS_LINK = '/?tab=credentials';

export const kindsOf = (holder: CredentialHolder): readonly CredentialKind[] => (holder === 'UNIT' ? UNIT_CREDENTIAL_KINDS : CREW_CREDENTIAL_KINDS);

/** A credential counts as expiring from this many days before its expiry date: the control center's view and the badges. */
export const EXPIRING_WITHIN_DAYS = 30;
/** The agency is warned once at each of these days before expiry, the nearest that is due when a credential is recorded late. */
export const WARNING_DAYS = [30, 7] as const;

export const CREDENTIAL_STATES = ['VALID', 'EXPIRING', 'EXPIRED'] as const;
export type CredentialState = (typeof CREDENTIAL_STATES)[number];
export const CREDENTIAL_STATE_LABELS: Record<CredentialState, string> = { VALID: 'Valid', EXPIRING: 'Expiring soon', EXPIRED: 'Expired' };

/** The credential of a holder that expires first: all the rules need to know whether the holder may work. */
export interface CredentialExpiry {
  kind: CredentialKind;
  /** YYYY-MM-DD */
  expiresOn: string;
}

const dayNumber = (isoDate: string) => Date.UTC(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10))) / 86_400_000;

/** Whole days from `today` (the control center's date) to the expiry date: 0 on its last valid day, negative once expired. */
export const daysLeft = (expiresOn: string, today: string) => dayNumber(expiresOn) - dayNumber(today);

/** Expired once the expiry date has passed at the control center; expiring within EXPIRING_WITHIN_DAYS of it. */
export function credentialState(expiresOn: string, today: string): CredentialState {
  const left = daysLeft(expiresOn, today);
  if (left < 0) return 'EXPIRED';
  return left <= EXPIRING_WITHIN_DAYS ? 'EXPIRING' : 'VALID';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "1 Dec 2026": a date written the same way on every screen and in every refusal, whatever the reader's locale. */
export const dateInWords = (isoDate: string) => `${Number(isoDate.slice(8, 10))} ${MONTHS[Number(isoDate.slice(5, 7)) - 1]} ${isoDate.slice(0, 4)}`;

export const CREDENTIAL_MESSAGES = {
  unitExpired: (unitNumber: string, c: CredentialExpiry) =>
    `Unit ${unitNumber}'s ${CREDENTIAL_KIND_WORDS[c.kind].inSentence} expired on ${dateInWords(c.expiresOn)}: it cannot be sent until it is renewed`,
  crewExpired: (c: CredentialExpiry) =>
    `Your ${CREDENTIAL_KIND_WORDS[c.kind].inSentence} expired on ${dateInWords(c.expiresOn)}: you cannot sign on to a unit until it is renewed`,
  kindNotForHolder: (holder: CredentialHolder) =>
    holder === 'UNIT' ? 'kind must be a unit’s credential: inspection, registration, insurance or other' : 'kind must be a crew member’s credential: EMT, paramedic, CPR, ACLS, driver’s licence or other',
  notFound: 'Credential not found',
  unitNotFound: 'Unit not found',
  crewMemberNotFound: 'Crew member not found',
  oneHolder: 'Name exactly one of unitId and crewMemberId',
  warningTitle: 'Credential expiring soon',
  warning: (holderName: string, c: CredentialExpiry, left: number) =>
    `${holderName}'s ${CREDENTIAL_KIND_WORDS[c.kind].inSentence} expires on ${dateInWords(c.expiresOn)} (${left === 1 ? '1 day' : `${left} days`} left): renew it before then, or ${holderName.startsWith('Unit ') ? 'the unit cannot be sent' : 'they cannot sign on to a unit'}`,
} as const;

const expired = (c: CredentialExpiry | null, today: string): c is CredentialExpiry => c !== null && daysLeft(c.expiresOn, today) < 0;

/** Why the unit cannot be named for a trip or signed on to because of its credentials, or null when none has expired. */
export function unitCredentialRefusal(unit: { unitNumber: string; firstExpiry: CredentialExpiry | null }, today: string): string | null {
  return expired(unit.firstExpiry, today) ? CREDENTIAL_MESSAGES.unitExpired(unit.unitNumber, unit.firstExpiry) : null;
}

/** Why the crew member cannot sign on to a unit because of their credentials, or null when none has expired. */
export function crewCredentialRefusal(member: { firstExpiry: CredentialExpiry | null }, today: string): string | null {
  return expired(member.firstExpiry, today) ? CREDENTIAL_MESSAGES.crewExpired(member.firstExpiry) : null;
}

/**
 * The warning due now (30 or 7 days before expiry), or null: the nearest threshold reached, unless one as near or
 * nearer was already sent for this expiry date (`warnedDays`). An expired credential is refused, not warned of.
 */
export function dueWarning(expiresOn: string, today: string, warnedDays: number | null): number | null {
  const left = daysLeft(expiresOn, today);
  if (left < 0) return null;
  const due = [...WARNING_DAYS].sort((a, b) => a - b).find((d) => left <= d);
  if (due === undefined) return null;
  return warnedDays !== null && warnedDays <= due ? null : due;
}
