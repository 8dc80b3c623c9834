// The authenticator's codes (RFC 6238 TOTP through otplib: SHA-1, 6 digits, 30 s, the apps' defaults).
import QRCode from 'qrcode';
import { generateSecret, generateURI, NobleCryptoPlugin, ScureBase32Plugin, TOTP } from 'otplib';
import type { Enrolment } from '@/domain/session/two-factor-answers';
import { TWO_FACTOR_ISSUER } from '@/domain/session/two-factor-rules';

/** A fresh secret for the user's app: as text to type, as the otpauth address, and that address as a QR code drawn here (no outside service sees it). */
export async function newAuthenticator(email: string): Promise<Enrolment> {
  const secret = generateSecret();
  const otpauthUri = generateURI({ issuer: TWO_FACTOR_ISSUER, label: email, secret });
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}` };
}

// the TOTP strategy alone, whose answer names the time step a code matched
const totp = new TOTP({ crypto: new NobleCryptoPlugin(), base32: new ScureBase32Plugin() });

/**
 * The time step a six-digit code matches, one step either side of now allowed for a phone's clock; null when it
 * matches none or none after `after`, the last step used, so a code seen once is never taken again.
 */
export async function matchingTimeStep(secret: string, code: string, after: number | null): Promise<number | null> {
  const result = await totp.verify(code, { secret, epochTolerance: 30, ...(after === null ? {} : { afterTimeStep: after }) });
  return result.valid ? result.timeStep : null;
}
