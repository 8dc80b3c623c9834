import { formatDateTime, readableNote } from '@/web/lib/format';
import { CENTER_ACTION_UI } from '@/web/lib/center-action-ui-texts';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import type { TripHistoryEntry } from '@/domain/trips/trip-answers';
import { TripStatusBadge } from './trip-badges';

const DETAILS_TEXTS = PORTAL_UI.details;

/** The trip's history, oldest first: each change with when, who (and for whom, when the control center acted) and why. */
export function StatusTimeline({ history }: { history: readonly TripHistoryEntry[] }) {
  if (history.length === 0) return <p className="text-sm text-slate-600">{DETAILS_TEXTS.noHistory}</p>;
  const ordered = [...history].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <ol aria-label={DETAILS_TEXTS.sections.timeline} className="relative space-y-4 border-l-2 border-slate-200 pl-5">
      {ordered.map((h, i) => {
        const actor = [h.actorName, h.actorOrganisation].filter(Boolean).join(', ');
        const who = actor && h.onBehalfOf ? CENTER_ACTION_UI.onBehalfOf(actor, h.onBehalfOf) : actor;
        return (
          <li key={`${h.at}-${i}`} className="relative">
            <span aria-hidden="true" className="absolute top-1.5 -left-[1.6rem] size-3 rounded-full border-2 border-white bg-blue-600 ring-1 ring-blue-600" />
            <div className="flex flex-wrap items-center gap-2">
              {h.fromStatus === null ? <span className="text-sm font-medium text-slate-900">{DETAILS_TEXTS.created}</span> : null}
              <TripStatusBadge status={h.toStatus} />
              <time dateTime={h.at} className="text-xs text-slate-500">
                {formatDateTime(h.at)}
              </time>
            </div>
            {who && <p className="text-xs text-slate-600">{DETAILS_TEXTS.historyBy(who)}</p>}
            {h.note && <p className="text-sm whitespace-pre-line text-slate-700">{readableNote(h.note)}</p>}
          </li>
        );
      })}
    </ol>
  );
}
