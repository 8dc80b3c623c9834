// An agency's dispatch rules (whether an accept must name a unit): read and saved from its EMS Settings tab.
import { eq } from 'drizzle-orm';
import { DISPATCH_RULES_DEFAULTS } from '@/domain/units/unit-assignment';
import type { AgencyDispatchRules } from '@/domain/organisations/agency-answers';
import type { Db } from '@/server/db/connect';
import { agencies } from '@/server/db/schema';

export async function readDispatchRules(db: Db, agencyId: string): Promise<AgencyDispatchRules> {
  const [row] = await db.select({ requireUnitOnAccept: agencies.requireUnitOnAccept }).from(agencies).where(eq(agencies.id, agencyId));
  return { ...DISPATCH_RULES_DEFAULTS, requireUnitOnAccept: row?.requireUnitOnAccept ?? false };
}

export async function saveDispatchRules(db: Db, agencyId: string, rules: AgencyDispatchRules): Promise<AgencyDispatchRules> {
  await db.update(agencies).set({ requireUnitOnAccept: rules.requireUnitOnAccept, updatedAt: new Date() }).where(eq(agencies.id, agencyId));
  return readDispatchRules(db, agencyId);
}
