// Every CSV file TCC writes goes through here, so that no cell can run as a spreadsheet formula: a text starting
// with =, +, -, @, a tab or a carriage return (or their full-width forms) is prefixed with a quote, as OWASP advises.
import { pipeline, Readable } from 'node:stream';
import { stringify, type Options } from 'csv-stringify';

const SAFE: Options = { escape_formulas: true };

/**
 * A CSV of named columns from records that may come slowly (pages of a database read); a failing read ends the file
 * with an error rather than leaving it open.
 */
export const csvOfRecords = (columns: readonly string[], records: AsyncIterable<Record<string, string>>) =>
  pipeline(Readable.from(records), stringify({ ...SAFE, header: true, columns: [...columns] }), () => {});

/** A CSV of lines already laid out, the header first. Numbers are written as given, a negative one unprefixed. */
export const csvOfLines = (lines: Iterable<readonly (string | number)[]>) => Readable.from(lines).pipe(stringify(SAFE));
