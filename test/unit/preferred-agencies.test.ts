import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { agenciesNotOpen, PREFERRED_AGENCIES_MAX, PREFERRED_AGENCY_MESSAGES, preferredAgenciesBody } from '@/domain/organisations/preferred-agencies';

const A = randomUUID();
const B = randomUUID();

describe("a facility's preferred agencies", () => {
  it('keep the order given, an agency named again counting once where it first stands', () => {
    expect(preferredAgenciesBody.parse({ agencyIds: [B, A, B.toUpperCase(), A] })).toEqual({ agencyIds: [B, A] });
    expect(preferredAgenciesBody.parse({ agencyIds: [] })).toEqual({ agencyIds: [] });
  });

  it(`hold at most ${PREFERRED_AGENCIES_MAX} agencies, counted once repeats are gone`, () => {
    const distinct = Array.from({ length: PREFERRED_AGENCIES_MAX }, () => randomUUID());
    expect(preferredAgenciesBody.safeParse({ agencyIds: [...distinct, ...distinct] }).success).toBe(true);
    const refused = preferredAgenciesBody.safeParse({ agencyIds: [...distinct, A] });
    expect(refused.error?.issues.map((i) => i.message)).toEqual([PREFERRED_AGENCY_MESSAGES.tooMany]);
  });

  it('name the agencies not open for trips, in the order given', () => {
    expect(agenciesNotOpen([A, B], new Set([A, B]))).toEqual([]);
    expect(agenciesNotOpen([B, A, 'x'], new Set([A]))).toEqual([B, 'x']);
    expect(PREFERRED_AGENCY_MESSAGES.notOpen([B])).toBe(`agencyIds: ${B} is not an active agency`);
  });
});
