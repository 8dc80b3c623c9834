import { describe, expect, it } from 'vitest';
import {
  ACCEPTANCE_MODE_LABELS,
  AGENCY_RESPONSE_LABELS,
  BADGE_STATUS_LABELS,
  DECLINE_REASON_LABELS,
  labelOf,
  PICKUP_OFFER_STATUS_LABELS,
  TRIP_PRIORITY_LABELS,
  TRIP_STATUS_LABELS,
  UNIT_STATUS_LABELS,
  UNIT_TYPE_LABELS,
  USER_TYPE_LABELS,
} from '@/domain/common/code-labels';
import { AGENCY_RESPONSES, TRIP_PRIORITIES, TRIP_STATUSES, UNIT_STATUSES, UNIT_TYPES, USER_TYPES } from '@/domain/common/enums';
import { BADGE_STATUSES } from '@/domain/portals/healthcare-portal-texts';
import { DECLINE_REASONS, declineReasonText } from '@/domain/trips/decline-reasons';
import { ACCEPTANCE_MODES, PICKUP_OFFER_STATUSES } from '@/domain/trips/pickup-offers';

const TABLES: [string, readonly string[], Readonly<Record<string, string>>][] = [
  ['trip status', TRIP_STATUSES, TRIP_STATUS_LABELS],
  ['badge status', BADGE_STATUSES, BADGE_STATUS_LABELS],
  ['priority', TRIP_PRIORITIES, TRIP_PRIORITY_LABELS],
  ['unit type', UNIT_TYPES, UNIT_TYPE_LABELS],
  ['unit status', UNIT_STATUSES, UNIT_STATUS_LABELS],
  ['role', USER_TYPES, USER_TYPE_LABELS],
  ['acceptance mode', ACCEPTANCE_MODES, ACCEPTANCE_MODE_LABELS],
  ['offer state', PICKUP_OFFER_STATUSES, PICKUP_OFFER_STATUS_LABELS],
  ['agency answer', AGENCY_RESPONSES, AGENCY_RESPONSE_LABELS],
  ['decline reason', DECLINE_REASONS, DECLINE_REASON_LABELS],
];

describe('the words for codes', () => {
  it.each(TABLES)('give every %s a word of its own, never the code itself', (_, codes, labels) => {
    expect(Object.keys(labels).sort()).toEqual([...codes].sort());
    for (const code of codes) {
      const word = labels[code]!;
      expect(word.trim(), code).not.toBe('');
      expect(word, code).not.toBe(code);
      // no code's capitals or underscores survive: "Out of Service", not "OUT_OF_SERVICE"
      expect(word, code).not.toMatch(/_|^[A-Z]{4,}$/);
    }
  });

  it('writes a status, a priority and a unit as the spec names them', () => {
    expect([TRIP_STATUS_LABELS.PENDING, TRIP_STATUS_LABELS.IN_PROGRESS, TRIP_STATUS_LABELS.COMPLETED]).toEqual(['Pending', 'In Progress', 'Completed']);
    expect(UNIT_STATUS_LABELS.OUT_OF_SERVICE).toBe('Out of Service');
    expect(UNIT_TYPE_LABELS.WHEELCHAIR_VAN).toBe('Wheelchair Van');
    expect(USER_TYPE_LABELS.ADMIN).toBe('Admin');
  });

  it('keeps a code it does not know, rather than showing nothing', () => {
    expect(labelOf(BADGE_STATUS_LABELS, 'EN_ROUTE')).toBe('En Route');
    expect(labelOf(BADGE_STATUS_LABELS, 'ON_HOLD')).toBe('ON_HOLD');
  });

  it('records a decline with its word and the agency\'s own', () => {
    expect(declineReasonText('NO_UNIT', ' all out ')).toBe('No unit available: all out');
    expect(declineReasonText('OTHER', undefined)).toBe('Other');
  });
});
