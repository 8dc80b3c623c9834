// Which numbers may be sent a text: judged by each country's number types, which only the full metadata holds.
import { parsePhoneNumberFromString, type NumberType } from 'libphonenumber-js/max';

// the kinds of number a person answers texts on; premium-rate, toll-free, shared-cost, personal, VoIP and the rest are not
const TEXTABLE_TYPES: ReadonlySet<NumberType> = new Set<NumberType>(['MOBILE', 'FIXED_LINE', 'FIXED_LINE_OR_MOBILE']);
// North America's 976 exchanges are premium-rate in any area code, which the metadata does not mark
const PREMIUM_EXCHANGE = /^\+1\d{3}976\d{4}$/;

/** Whether a stored (E.164) number may be sent text alerts: a valid mobile or local number, never a premium-rate one. */
export function isTextableNumber(e164: string): boolean {
  const number = parsePhoneNumberFromString(e164);
  const type = number?.isValid() ? number.getType() : undefined;
  return type !== undefined && TEXTABLE_TYPES.has(type) && !PREMIUM_EXCHANGE.test(e164);
}
