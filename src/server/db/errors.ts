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
