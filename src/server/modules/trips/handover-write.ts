// The hand-over a Handed over step carries (src/domain/trips/handover.ts): kept beside the step in the step's own
// transaction, and compared when the phone sends the step again.
import { eq, sql } from 'drizzle-orm';
import { type Handover, SIGNATURE_PREFIX } from '@/domain/trips/handover';
import type { Tx } from '@/server/db/connect';
import { tripHandovers } from '@/server/db/schema';

/** The signature's base64, decoded by the database into the bytes it keeps; null when no one signed. */
const signatureBase64 = (h: Handover) => h.signature?.slice(SIGNATURE_PREFIX.length) ?? null;

/** Keeps the hand-over of the step just recorded (its row names the trip); a step recorded without one keeps none. */
export async function insertHandover(tx: Tx, stepId: string, h: Handover): Promise<void> {
  await tx.execute(sql`insert into trip_handovers (step_id, trip_id, receiver_name, signature_png, no_signature_reason)
    select s.id, s.trip_id, ${h.receiverName ?? null}::text, decode(${signatureBase64(h)}::text, 'base64'), ${h.noSignatureReason ?? null}::text
    from trip_steps as s where s.id = ${stepId}::uuid`);
}

/** Whether the step already stored under `stepId` holds this very hand-over (or none, as `h` is null): a resend. */
export async function holdsSameHandover(tx: Tx, stepId: string, h: Handover | null): Promise<boolean> {
  const [held] = await tx
    .select({
      same: sql<boolean>`${tripHandovers.receiverName} is not distinct from ${h?.receiverName ?? null}::text
        and ${tripHandovers.noSignatureReason} is not distinct from ${h?.noSignatureReason ?? null}::text
        and ${tripHandovers.signaturePng} is not distinct from decode(${h && signatureBase64(h)}::text, 'base64')`,
    })
    .from(tripHandovers)
    .where(eq(tripHandovers.stepId, stepId));
  return held ? h !== null && held.same : h === null;
}
