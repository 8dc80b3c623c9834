import type { HandoverView } from '@/domain/trips/handover';
import { formatDateTime } from '@/web/lib/format';
import { TRIP_STEP_UI } from '../trip-step-ui-texts';

const HANDOVER_TEXTS = TRIP_STEP_UI.handover;

/** Who received the patient and when, with the signature they drew on the crew's phone or why no one signed. */
export function HandoverRecord({ handover }: { handover: HandoverView }) {
  return (
    <section aria-labelledby="handover-title" className="space-y-2">
      <h3 id="handover-title" className="text-sm font-semibold text-slate-900">
        {HANDOVER_TEXTS.title}
      </h3>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs font-medium text-slate-500">{HANDOVER_TEXTS.receivedBy}</dt>
          <dd className="text-slate-900">{handover.receiverName ?? HANDOVER_TEXTS.nobodyNamed}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-500">{HANDOVER_TEXTS.at}</dt>
          <dd className="text-slate-900">
            <time dateTime={handover.at}>{formatDateTime(handover.at)}</time> {TRIP_STEP_UI.recordedBy(handover.recordedBy)}
          </dd>
        </div>
        {handover.noSignatureReason && (
          <div className="sm:col-span-2">
            <dt className="text-xs font-medium text-slate-500">{HANDOVER_TEXTS.noSignature}</dt>
            <dd className="text-slate-900">{handover.noSignatureReason}</dd>
          </div>
        )}
      </dl>
      {handover.signature && (
        <img
          src={handover.signature}
          alt={HANDOVER_TEXTS.signatureOf(handover.receiverName ?? '')}
          className="aspect-[5/2] w-full max-w-sm rounded-lg border border-slate-200 bg-white"
        />
      )}
    </section>
  );
}
