// The hand-over the crew records with its Handed over step: who received the patient and their signature drawn on the
// phone, or why no one signed (docs/rules.md, "The hand-over"). The crew app and the server judge it by this module.
import { z } from 'zod';

/** The signature's limits: a PNG of at most 100 KB once decoded. */
export const SIGNATURE_MAX_BYTES = 100_000;
export const SIGNATURE_PREFIX = 'data:image/png;base64,';
const RECEIVER_NAME_MAX = 100;
const REASON_MAX = 300;

// every PNG file opens with these eight bytes
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export const HANDOVER_MESSAGES = {
  signatureNotPng: 'signature must be a PNG image as a data: URL (data:image/png;base64,…)',
  signatureTooLarge: `signature must be at most ${SIGNATURE_MAX_BYTES / 1000} KB`,
  nameForSignature: 'receiverName is required with a signature',
  reasonWithoutSignature: 'noSignatureReason is required when no one signs',
  onlyHandedOver: 'handover goes with the HANDED_OVER step only',
} as const;

/** The bytes a base64 text of this length decodes to. */
const decodedBytes = (b64: string) => (b64.length / 4) * 3 - (b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0);

/** Whether a base64 text starts with the PNG signature: its first 12 characters hold the first 9 bytes. */
function startsAsPng(b64: string): boolean {
  const head = atob(b64.slice(0, 12));
  return PNG_MAGIC.every((byte, i) => head.charCodeAt(i) === byte);
}

/** Why a data: URL is no acceptable signature, or null when it is one. */
export function signatureRefusal(dataUrl: string): string | null {
  if (!dataUrl.startsWith(SIGNATURE_PREFIX)) return HANDOVER_MESSAGES.signatureNotPng;
  const b64 = dataUrl.slice(SIGNATURE_PREFIX.length);
  if (b64.length % 4 !== 0 || b64.length < 12 || !BASE64.test(b64)) return HANDOVER_MESSAGES.signatureNotPng;
  if (decodedBytes(b64) > SIGNATURE_MAX_BYTES) return HANDOVER_MESSAGES.signatureTooLarge;
  return startsAsPng(b64) ? null : HANDOVER_MESSAGES.signatureNotPng;
}

// a text a few bytes past the limit is still refused by its size rather than left to the regular expression
const SIGNATURE_TEXT_MAX = SIGNATURE_PREFIX.length + Math.ceil(SIGNATURE_MAX_BYTES / 3) * 4 + 8;

/**
 * The hand-over of a Handed over step: a signature needs the receiver's name; without a signature, the reason no one
 * signed ("patient's home, no one to sign"), the name then optional.
 */
export const handoverSchema = z
  .strictObject({
    receiverName: z.string().trim().min(1).max(RECEIVER_NAME_MAX).optional(),
    signature: z
      .string()
      .max(SIGNATURE_TEXT_MAX, { error: HANDOVER_MESSAGES.signatureTooLarge })
      .superRefine((value, ctx) => {
        const refusal = signatureRefusal(value);
        if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
      })
      .optional()
      .describe(`The receiver's signature drawn on the phone: a PNG as a data: URL, at most ${SIGNATURE_MAX_BYTES / 1000} KB decoded`),
    noSignatureReason: z.string().trim().min(1).max(REASON_MAX).optional().describe('Why no one signed, when no one did'),
  })
  .superRefine((h, ctx) => {
    if (h.signature !== undefined && h.receiverName === undefined) ctx.addIssue({ code: 'custom', path: ['receiverName'], message: HANDOVER_MESSAGES.nameForSignature });
    if (h.signature === undefined && h.noSignatureReason === undefined) {
      ctx.addIssue({ code: 'custom', path: ['noSignatureReason'], message: HANDOVER_MESSAGES.reasonWithoutSignature });
    }
  })
  .meta({ id: 'Handover' });
export type Handover = z.output<typeof handoverSchema>;

/** A recorded hand-over as the facility, the agency and the control center read it in the trip's details. */
export const handoverViewSchema = z
  .object({
    stepId: z.string(),
    at: z.string().describe('When the patient was handed over: the step time'),
    receiverName: z.string().nullable(),
    signature: z.string().nullable().describe('The signature as a data: URL of a PNG; null when no one signed'),
    noSignatureReason: z.string().nullable(),
    recordedBy: z.string().describe('The crew member who recorded it'),
    position: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  })
  .meta({ id: 'HandoverView' });
export type HandoverView = z.output<typeof handoverViewSchema>;

/** The hand-over in one line, as the timeline, the webhook's readers and the FHIR Task's note read it. */
export const handoverSummary = (h: Pick<HandoverView, 'receiverName' | 'noSignatureReason'> & { signed: boolean }): string =>
  h.signed
    ? `Handed over to ${h.receiverName}, signed`
    : `Handed over${h.receiverName ? ` to ${h.receiverName}` : ''} without a signature: ${h.noSignatureReason}`;

/** The one line of a hand-over as the crew sent it. */
export const summaryOfHandover = (h: Handover): string =>
  handoverSummary({ receiverName: h.receiverName ?? null, noSignatureReason: h.noSignatureReason ?? null, signed: h.signature !== undefined });
