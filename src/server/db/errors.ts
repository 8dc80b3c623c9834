const hasCode = (err: unknown, code: string) => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
};

/** True when a database error is a unique-constraint violation (SQLSTATE 23505), whichever driver raised it. */
export const isUniqueViolation = (err: unknown): boolean => hasCode(err, '23505');

/** True when a row is still referenced (SQLSTATE 23503): a delete raced with a new reference to it. */
export const isForeignKeyViolation = (err: unknown): boolean => hasCode(err, '23503');

/** True when a guarded write found its row changed since it was read (migration 0016's trip_changed_meanwhile). */
export const isChangedMeanwhile = (err: unknown): boolean => hasCode(err, 'TC001');

/** What may be logged of a database error: its SQLSTATE and where it struck, never the query's values. */
export interface DatabaseErrorSummary {
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
}

/** The summary of a database error (either driver, however wrapped), or null when the error is not one. */
export function databaseErrorSummary(err: unknown): DatabaseErrorSummary | null {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const fields = e as Record<string, unknown>;
    if (typeof fields.code !== 'string' || !/^[0-9A-Z]{5}$/.test(fields.code)) continue;
    const summary: DatabaseErrorSummary = { code: fields.code };
    for (const key of ['constraint', 'table', 'column', 'routine'] as const) {
      if (typeof fields[key] === 'string') summary[key] = fields[key];
    }
    return summary;
  }
  return null;
}
