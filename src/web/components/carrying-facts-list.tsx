import { Phone } from 'lucide-react';
import type { CarryingFact } from '@/domain/trips/carrying-facts';
import { CARRYING_FACTS_UI } from '@/web/lib/trip-sheet-ui-texts';

/**
 * How the patient is carried and where to go, in the words and order of src/domain/trips/carrying-facts.ts: the crew
 * card (from the facts its answer carries), the agency's panel, the facility's and the control center's details and the
 * trip sheet (each reading `carryingFacts` of the trip) all show this list.
 */
export function CarryingFactsList({ facts }: { facts: readonly CarryingFact[] }) {
  return (
    <section aria-label={CARRYING_FACTS_UI.title} className="carrying-facts space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">{CARRYING_FACTS_UI.title}</h3>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
        {facts.map((fact) => (
          <div key={fact.key} className="min-w-0" data-fact={fact.key}>
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{fact.label}</dt>
            <dd className="text-base break-words whitespace-pre-line text-slate-900">
              {fact.phone ? (
                <a
                  href={`tel:${fact.phone}`}
                  aria-label={CARRYING_FACTS_UI.call(fact.value)}
                  className="inline-flex items-start gap-1.5 text-blue-700 underline underline-offset-4"
                >
                  <Phone aria-hidden="true" className="mt-1 size-4 shrink-0" />
                  {fact.value}
                </a>
              ) : (
                fact.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
