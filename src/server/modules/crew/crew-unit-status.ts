// The crew sets its unit out of service, or back in, through the dispatcher's own unit write (docs/crew.md).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CrewUnitOption } from '@/domain/crew/crew-api';
import { crewUnitStatus } from '@/domain/crew/shift-rules';
import type { Db } from '@/server/db/connect';
import { trips } from '@/server/db/schema';
import { conflict } from '@/server/http/errors';
import type { Caller } from '@/server/plugins/auth';
import { updateUnit } from '../units';
import { crewUnitOption, shiftUnitId } from './shifts';

/** Changes the status of the caller's shift unit as the crew's rule decides; 409 off shift or with a patient aboard. */
export async function setCrewUnitStatus(db: Db, caller: Caller, asked: 'AVAILABLE' | 'OUT_OF_SERVICE'): Promise<CrewUnitOption> {
  const unitId = await shiftUnitId(db, caller);
  const [load] = await db
    .select({
      accepted: sql<boolean>`coalesce(bool_or(${trips.status} = 'ACCEPTED'), false)`,
      inProgress: sql<boolean>`coalesce(bool_or(${trips.status} = 'IN_PROGRESS'), false)`,
    })
    .from(trips)
    .where(and(eq(trips.assignedUnitId, unitId), inArray(trips.status, ['ACCEPTED', 'IN_PROGRESS'])));
  const decision = crewUnitStatus(asked, { accepted: load?.accepted ?? false, inProgress: load?.inProgress ?? false });
  if ('refusal' in decision) throw conflict(decision.refusal);
  await updateUnit(db, caller, unitId, { currentStatus: decision.status });
  return (await crewUnitOption(db, unitId))!;
}
