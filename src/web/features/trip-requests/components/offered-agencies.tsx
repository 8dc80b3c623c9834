import { Badge, type BadgeTone } from '@/web/components/ui/badge';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import type { OfferedAgency } from '@/domain/trips/trip-answers';

const T = PORTAL_UI.details;
const TONE: Record<OfferedAgency['response'], BadgeTone> = { OFFERED: 'slate', ACCEPTED: 'green', DECLINED: 'red' };

/** The agencies the request was offered to, nearest first, and how each has answered. */
export function OfferedAgencies({ offered }: { offered: readonly OfferedAgency[] }) {
  if (offered.length === 0) return <p className="text-sm text-slate-600">{T.noAgencies}</p>;
  const ordered = [...offered].sort((a, b) => (a.distanceMiles ?? Infinity) - (b.distanceMiles ?? Infinity));
  return (
    <ul aria-label={T.sections.agencies} className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {ordered.map((r) => (
        <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
          <span className="min-w-0">
            <span className="font-medium text-slate-900">{r.name}</span>
            {r.distanceMiles !== null && <span className="ml-2 text-xs text-slate-500">{T.miles(r.distanceMiles)}</span>}
          </span>
          <Badge tone={TONE[r.response]}>{T.response[r.response]}</Badge>
        </li>
      ))}
    </ul>
  );
}
