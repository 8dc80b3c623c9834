// The control center's escalation delay: one row, the default until an administrator saves another.
import { eq } from 'drizzle-orm';
import { ESCALATION_MINUTES } from '@/domain/trips/escalation';
import type { EscalationSettings } from '@/domain/trips/escalation-answers';
import type { Db } from '@/server/db/connect';
import { controlCenterSettings } from '@/server/db/schema';

export async function readEscalationSettings(db: Db): Promise<EscalationSettings> {
  const [row] = await db
    .select({ escalationMinutes: controlCenterSettings.escalationMinutes })
    .from(controlCenterSettings)
    .where(eq(controlCenterSettings.id, 1));
  return row ?? { escalationMinutes: ESCALATION_MINUTES.default };
}

export async function saveEscalationSettings(db: Db, userId: string, s: EscalationSettings): Promise<EscalationSettings> {
  const [row] = await db
    .insert(controlCenterSettings)
    .values({ id: 1, escalationMinutes: s.escalationMinutes, updatedById: userId })
    .onConflictDoUpdate({ target: controlCenterSettings.id, set: { escalationMinutes: s.escalationMinutes, updatedById: userId, updatedAt: new Date() } })
    .returning({ escalationMinutes: controlCenterSettings.escalationMinutes });
  return row!;
}
