// The printable QR code of a trip, drawn on the server: no outside service ever sees a trip.
import QRCode from 'qrcode';

/** An SVG data URL encoding the trip number and nothing else (no patient data on paper). */
export async function tripQrCode(tripNumber: string): Promise<string> {
  const svg = await QRCode.toString(tripNumber, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
