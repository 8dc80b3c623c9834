// The outbox worker's claim (outbox-worker.ts): up to a batch of due messages, taken under a lease with FOR UPDATE SKIP
// LOCKED. A text is not taken while an earlier one to its number (by seq, the order of queueing) is still to send, so
// the texts to one number reach the provider in order, one at a time, even while the earlier one waits for its retry.
// It runs at every pass, on the path of every status change: prepared once per database, not planned at each call.
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/connect';
import { prepareStatement, preparedQueries } from '@/server/db/prepared';
import type { OutboxChannel } from '@/server/db/schema';

/** A message taken for one attempt. */
export interface Claimed {
  id: string;
  channel: OutboxChannel;
  to: string;
  subject: string;
  text: string;
  attempts: number;
}

/** Why a claimed text is not sent after all: its number answered STOP, or its facility turned patient texts off. */
export type Withheld = 'OPTED_OUT' | 'FACILITY_TEXTS_OFF';

/**
 * A due message as the claim found it. STOP and the facility's switch are looked at again now, as either may have come
 * after the text was queued; `followed`: a later text to its number waits for this one.
 */
export interface ClaimedDue extends Claimed {
  withheld: Withheld | null;
  followed: boolean;
}

/** The most messages one claim takes. */
export const OUTBOX_BATCH = 20;

const claimStatement = sql`update outbox as o set status = 'SENDING', attempts = o.attempts + 1,
       next_attempt_at = now() + make_interval(secs => ${sql.placeholder('leaseSeconds')})
  where o.id in (select d.id from outbox as d
                 where d.status in ('PENDING', 'SENDING') and d.next_attempt_at <= now()
                   and (d.channel <> 'SMS' or not exists (select 1 from outbox as p
                        where p.channel = 'SMS' and p."to" = d."to" and p.seq < d.seq and p.status in ('PENDING', 'SENDING')))
                 order by d.next_attempt_at limit ${OUTBOX_BATCH}
                 for update skip locked)
  returning o.id, o.channel, o."to", o.subject, o.text, o.attempts,
            case when o.channel <> 'SMS' then null
                 when exists (select 1 from sms_opt_outs as s where s.phone = o."to") then 'OPTED_OUT'
                 when exists (select 1 from hospitals as h where h.id = o.hospital_id and not h.text_patients) then 'FACILITY_TEXTS_OFF'
            end as withheld,
            o.channel = 'SMS' and exists (select 1 from outbox as n
              where n.channel = 'SMS' and n."to" = o."to" and n.seq > o.seq and n.status in ('PENDING', 'SENDING')) as followed`;

const claims = preparedQueries<ReturnType<typeof prepareStatement>>();

/** Takes up to OUTBOX_BATCH due messages for `leaseSeconds`. */
export async function claimDue(db: Db, leaseSeconds: number): Promise<ClaimedDue[]> {
  const claim = claims(db, 'outbox_claim', () => prepareStatement(db, 'outbox_claim', claimStatement));
  const { rows } = await claim.execute({ leaseSeconds });
  return rows as unknown as ClaimedDue[];
}
