// The wizard's Generate ID: 'P' and 8 random uppercase alphanumerics; never a name.
export const PATIENT_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const GENERATED_PATIENT_ID = /^P[A-Z0-9]{8}$/;

// 252 is the largest multiple of 36 below 256: bytes above it are drawn again, so every character is equally likely.
const UNBIASED_LIMIT = 256 - (256 % PATIENT_ID_ALPHABET.length);

/** A fresh patient id from the platform's CSPRNG (Web Crypto: the same in the browser and in Node). */
export function generatePatientId(): string {
  let id = 'P';
  while (id.length < 9) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      if (byte < UNBIASED_LIMIT && id.length < 9) id += PATIENT_ID_ALPHABET[byte % PATIENT_ID_ALPHABET.length];
    }
  }
  return id;
}
