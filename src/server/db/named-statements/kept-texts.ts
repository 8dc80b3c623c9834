// The statement texts a database runs as named statements: parsed once (per connection on PostgreSQL) and, once
// PostgreSQL settles on a generic plan for one, planned once, instead of parsed and planned again at every call. Only
// for queries whose values do not change how they should run (a trip by id, an agency's open offers), never a search:
// a generic plan cannot use the trigram index for a pattern it does not know, and reads far more rows.
// Each driver sends the kept texts under their names: pglite-driver.ts on PGlite, pg-driver.ts on PostgreSQL.

/** The kept texts with their statement names, by the database (drizzle's) they are sent through. */
const namedTexts = new WeakMap<object, Map<string, string>>();

/** The kept texts of `db`, for its driver to send named: none yet for a database not seen before. */
export function namedTextsOf(db: object): Map<string, string> {
  let texts = namedTexts.get(db);
  if (!texts) namedTexts.set(db, (texts = new Map()));
  return texts;
}

/** From now on `text`, sent through `db`, runs as a named statement if `db`'s driver was made to (no-op otherwise). */
export function keepNamed(db: object, text: string): void {
  const texts = namedTexts.get(db);
  if (texts && !texts.has(text)) texts.set(text, `tcc_${texts.size + 1}`);
}
