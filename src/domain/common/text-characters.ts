// Which characters a text field may hold. Nothing a person types holds a control character, a NUL cannot be stored in
// a PostgreSQL text at all, and direction overrides make a name read backwards on screen. Line breaks and tabs belong
// only in the free-text fields a screen offers as a text area; anywhere else they split an ID, a name or a place
// over lines in lists, exports and messages.

// C0 but tab, line feed and carriage return; DEL and C1; the direction embeddings, overrides and isolates
// eslint-disable-next-line no-control-regex -- finding control characters is this expression's purpose
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;

/** The fields entered in a text area, by name: notes (the control center's note on a trip too), the patient's needs, and a reason given for a decision. */
export const MULTI_LINE_FIELDS: ReadonlySet<string> = new Set(['notes', 'note', 'specialNeeds', 'specialRequirements', 'reason']);

export type RefusedCharacters = 'control' | 'lineBreak';

/** What a text named `field` holds that it may not, or null when it is acceptable. */
export function refusedCharacters(text: string, field: string): RefusedCharacters | null {
  if (CONTROL_CHARACTER.test(text)) return 'control';
  if (!MULTI_LINE_FIELDS.has(field) && LINE_BREAK_OR_TAB.test(text)) return 'lineBreak';
  return null;
}
