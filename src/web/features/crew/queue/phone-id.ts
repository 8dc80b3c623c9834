// A queued step's or position's id is made on the phone, so that a resend is recognised and never recorded twice.
// getRandomValues, unlike randomUUID, is there on a page served over plain HTTP on the local network too.

/** A random (version 4) UUID. */
export function newPhoneId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
