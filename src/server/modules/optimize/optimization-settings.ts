// The optimization settings in force for a caller: an agency's own once it saved them, else the control center's,
// else the spec's defaults. The control center's are its own row (agency_id null).
import { eq, isNull } from 'drizzle-orm';
import { OPTIMIZATION_DEFAULTS, type OptimizationSettingsBody } from '@/domain/planning/optimization-settings';
import type { OptimizationSettings } from '@/domain/planning/optimization-settings-answers';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import type { Db } from '@/server/db/connect';
import { optimizationSettings as table } from '@/server/db/schema';
import { forbidden } from '@/server/http/errors';
import type { Caller } from '@/server/plugins/auth';

const columns = { weights: table.weights, constraints: table.constraints, autoOptimize: table.autoOptimize, refreshInterval: table.refreshInterval };

/** Whose settings a caller reads and writes: its agency's for EMS, the control center's (null) otherwise. */
export function settingsOwnerOf(caller: Caller): string | null {
  if (caller.userType !== 'EMS') return null;
  if (!caller.agencyId) throw forbidden(TRIP_ERRORS.noAgencyAccount);
  return caller.agencyId;
}

const rowOf = async (db: Db, agencyId: string | null) =>
  (await db.select(columns).from(table).where(agencyId ? eq(table.agencyId, agencyId) : isNull(table.agencyId)))[0];

/** Stored values over the defaults, so a setting added later reads its default rather than nothing. */
const complete = (s: OptimizationSettings | undefined): OptimizationSettings =>
  s
    ? {
        weights: { ...OPTIMIZATION_DEFAULTS.weights, ...s.weights },
        constraints: { ...OPTIMIZATION_DEFAULTS.constraints, ...s.constraints },
        autoOptimize: s.autoOptimize,
        refreshInterval: s.refreshInterval,
      }
    : OPTIMIZATION_DEFAULTS;

export async function readOptimizationSettings(db: Db, agencyId: string | null): Promise<OptimizationSettings> {
  return complete((agencyId ? await rowOf(db, agencyId) : undefined) ?? (await rowOf(db, null)));
}

/** Saves the parts given over the settings in force, in one upsert; answers the settings now in force. */
export async function saveOptimizationSettings(
  db: Db,
  agencyId: string | null,
  userId: string,
  body: OptimizationSettingsBody,
): Promise<OptimizationSettings> {
  return db.transaction(async (tx) => {
    const current = await readOptimizationSettings(tx, agencyId);
    const next: OptimizationSettings = {
      weights: { ...current.weights, ...definedOf(body.weights) },
      constraints: { ...current.constraints, ...definedOf(body.constraints) },
      autoOptimize: body.autoOptimize ?? current.autoOptimize,
      refreshInterval: body.refreshInterval ?? current.refreshInterval,
    };
    const [row] = await tx
      .insert(table)
      .values({ agencyId, ...next, updatedById: userId })
      .onConflictDoUpdate({ target: table.agencyId, set: { ...next, updatedById: userId, updatedAt: new Date() } })
      .returning(columns);
    return complete(row);
  });
}

const definedOf = <T extends object>(part: T | undefined) =>
  Object.fromEntries(Object.entries(part ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;
