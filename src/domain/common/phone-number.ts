// Phone numbers as people write them, kept in one form (E.164) and shown back the way they are read here.

/** What every phone field says to a number it cannot read: an example of each kind it can. */
export const PHONE_NUMBER_MESSAGE = 'Enter a phone number like (412) 555-0123 or +44 20 7946 0958';
/** E.164: a plus, a country code (never 0) and the number, 15 digits at most in all. */
export const E164_PHONE = /^\+[1-9]\d{1,14}$/;
/** Longer than any number written with spaces, dots and a country code. */
export const PHONE_INPUT_MAX_LENGTH = 40;

// a US/NANP number: area code and exchange each start with 2 to 9
const NANP = /^([2-9]\d{2})([2-9]\d{2})(\d{4})$/;
// E.164 outside North America: a country code never starting with 0, 8 to 15 digits in all
const INTERNATIONAL = /^[2-9]\d{7,14}$/;
// the characters people write numbers with; a plus only in front
const WRITTEN = /^\+?[\d\s().-]+$/;

const balancedBrackets = (text: string) => {
  const open = text.split('(').length - 1;
  return open === text.split(')').length - 1 && open <= 1 && text.indexOf('(') <= text.indexOf(')');
};

const northAmerican = (ten: string) => (NANP.test(ten) ? `+1${ten}` : null);

/**
 * The number in E.164 ("+14125550123"), or null when it is not one: a US number of 10 digits (a leading 1 allowed),
 * written with any spaces, dots, dashes and brackets, or + and a country code with the number. Every screen with a
 * phone field carries this rule, so it reads the number's shape only; where a number receives texts the server judges
 * its kind with every country's numbering plan (textable-number.ts).
 */
export function parsePhoneNumber(text: string): string | null {
  const written = text.trim();
  if (written.length > PHONE_INPUT_MAX_LENGTH || !WRITTEN.test(written) || !balancedBrackets(written)) return null;
  const digits = written.replace(/\D/g, '');
  if (written.startsWith('+')) {
    if (digits.startsWith('1')) return northAmerican(digits.slice(1));
    return INTERNATIONAL.test(digits) ? `+${digits}` : null;
  }
  return northAmerican(digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits);
}

/** A stored number as a screen shows it: a US one as (412) 555-0123; any other, or one stored before this rule, as stored. */
export function phoneForDisplay(stored: string | null | undefined): string {
  if (!stored) return '';
  const us = /^\+1(\d{10})$/.exec(stored)?.[1];
  const parts = us ? NANP.exec(us) : null;
  return parts ? `(${parts[1]}) ${parts[2]}-${parts[3]}` : stored;
}

/**
 * What a form sends for a phone field it shows: nothing when the text is still the one shown (so a number stored
 * before this rule never blocks saving the other fields), else the text typed.
 */
export const phoneEdit = (typed: string, shown: string): string | undefined => (typed.trim() === shown.trim() ? undefined : typed);

/** What a text-alert number outside the mobile ranges is told. */
export const TEXTABLE_NUMBER_MESSAGE =
  'Text alerts need a mobile or local number: premium (900, 976), toll-free (800, 888...) and non-geographic (500, 600, 700) numbers cannot receive them';

