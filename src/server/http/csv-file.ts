// Every CSV file TCC writes goes through here, so that no cell can run as a spreadsheet formula: a text starting
// with =, +, -, @, a tab or a carriage return (OWASP's list), a semicolon (a spreadsheet splitting cells on it reads
// what follows as a cell of its own), or the full-width forms of these, is prefixed with a quote.
import { pipeline, Readable } from 'node:stream';
import { stringify, type Options } from 'csv-stringify';

const FORMULA_START = /^[=+\-@\t\r;\uFF1D\uFF0B\uFF0D\uFF20\uFF1B]/;

/** A text cell as written: with a quote before it when a spreadsheet could run it. */
const neutralisedCell = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

// numbers are cast apart and keep their sign: a negative amount is a number, not a formula
const SAFE: Options = { cast: { string: neutralisedCell } };

/**
 * A CSV of named columns from records that may come slowly (pages of a database read); a failing read ends the file
 * with an error rather than leaving it open.
 */
export const csvOfRecords = (columns: readonly string[], records: AsyncIterable<Record<string, string>>) =>
  pipeline(Readable.from(records), stringify({ ...SAFE, header: true, columns: [...columns] }), () => {});

/** A CSV of lines already laid out, the header first. Numbers are written as given, a negative one unprefixed. */
export const csvOfLines = (lines: Iterable<readonly (string | number)[]>) => Readable.from(lines).pipe(stringify(SAFE));
