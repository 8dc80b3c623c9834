import { CERTIFICATION_LABELS } from '@/domain/crew/crew-members';
import type { UnitView } from '@/domain/units/unit-answers';
import { CREW_UI } from '@/web/lib/crew-ui-texts';

/** Who is signed on to a unit from the crew app, each with their certification. */
export function UnitCrew({ crew }: { crew: UnitView['crew'] }) {
  if (crew.length === 0) return <span className="text-slate-500">{CREW_UI.unitCrew.none}</span>;
  return (
    <ul className="space-y-0.5">
      {crew.map((c) => (
        <li key={c.id} className="whitespace-nowrap">
          <span className="font-medium text-slate-900">{c.name}</span>
          {c.certification && <span className="text-xs text-slate-500"> · {CERTIFICATION_LABELS[c.certification]}</span>}
        </li>
      ))}
    </ul>
  );
}
