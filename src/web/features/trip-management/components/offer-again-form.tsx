import { useId, useState } from 'react';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { WholeNumberField } from '@/web/components/ui/field';
import { errorText } from '@/web/lib/api-client';
import { CENTER_ACTION_UI } from '@/web/lib/center-action-ui-texts';
import type { ReofferBody } from '@/domain/trips/center-actions';
import { useAgenciesForLevel, useReoffer } from '../api/center-actions';

const REOFFER_TEXTS = CENTER_ACTION_UI.reoffer;
const HOW = ['agencies', 'radius', 'allEligible'] as const;
type How = (typeof HOW)[number];
/** The radius a re-offer may reach, as the server takes it. */
const RADIUS = { min: 1, max: 500 } as const;
const WIDER_BY = 50;

/**
 * A waiting request offered to more agencies: those ticked (one that declined may be asked again), every agency within
 * a wider radius, or every eligible agency. Agencies already asked are shown, not ticked: the server skips them.
 */
export function OfferAgainForm({ trip, onDone }: { trip: TripDetails; onDone(): void }) {
  const id = useId();
  const reoffer = useReoffer(onDone);
  const [how, setHow] = useState<How>('agencies');
  const [picked, setPicked] = useState<string[]>([]);
  const [radius, setRadius] = useState(String(Math.min(trip.notificationRadius + WIDER_BY, RADIUS.max)));
  const body = (): ReofferBody | null => {
    if (how === 'agencies') return picked.length > 0 ? { agencyIds: picked } : null;
    if (how === 'radius') return { radiusMiles: Number(radius) };
    return { allEligible: true };
  };
  return (
    <form
      aria-label={REOFFER_TEXTS.title}
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        const chosen = body();
        if (chosen) reoffer.mutate({ tripId: trip.id, ...chosen });
      }}
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">{REOFFER_TEXTS.how}</legend>
        {HOW.map((h) => (
          <label key={h} className="flex items-start gap-2 text-sm text-slate-800">
            <input type="radio" name={`${id}-how`} className="mt-1 accent-blue-700" checked={how === h} onChange={() => setHow(h)} />
            <span>
              {REOFFER_TEXTS.choices[h]}
              <span className="block text-xs text-slate-500">{REOFFER_TEXTS.hints[h]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {how === 'agencies' && <AgencyPicks trip={trip} picked={picked} onPick={setPicked} />}
      {how === 'radius' && (
        <WholeNumberField
          id={`${id}-radius`}
          label={REOFFER_TEXTS.radius}
          hint={REOFFER_TEXTS.radiusHint(trip.notificationRadius)}
          required
          range={RADIUS}
          value={radius}
          onChange={(e) => setRadius(e.target.value)}
          className="sm:w-56"
        />
      )}
      <Button type="submit" size="sm" busy={reoffer.isPending} disabled={body() === null}>
        {reoffer.isPending ? REOFFER_TEXTS.busy : REOFFER_TEXTS.send}
      </Button>
      {how === 'agencies' && picked.length === 0 && <p className="text-xs text-slate-500">{REOFFER_TEXTS.pickAgency}</p>}
      {reoffer.isError && <Alert tone="error">{errorText(reoffer.error, REOFFER_TEXTS.failed)}</Alert>}
    </form>
  );
}

/** The active agencies able to carry the level, nearest first, each ticked to be asked; those still considering it are marked. */
function AgencyPicks({ trip, picked, onPick }: { trip: TripDetails; picked: string[]; onPick(ids: string[]): void }) {
  const agencies = useAgenciesForLevel(trip.hospitalId, trip.transportLevel);
  const answers = new Map(trip.offeredAgencies.map((a) => [a.id, a.response]));
  // a request of no facility has no place to measure from: the wider choices still reach agencies
  if (trip.hospitalId === null) return <p className="text-sm text-slate-600">{REOFFER_TEXTS.noAgencies}</p>;
  if (agencies.isPending) return <LoadingPanel label={REOFFER_TEXTS.loadingAgencies} />;
  if (agencies.isError) return <Alert tone="error">{errorText(agencies.error, REOFFER_TEXTS.agenciesFailed)}</Alert>;
  if (agencies.data.length === 0) return <p className="text-sm text-slate-600">{REOFFER_TEXTS.noAgencies}</p>;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">{REOFFER_TEXTS.agencies(trip.transportLevel)}</legend>
      <ul className="mt-2 max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
        {agencies.data.map((a) => {
          const asked = answers.get(a.id) === 'OFFERED';
          return (
            <li key={a.id}>
              <label className="flex items-center gap-2 px-3 py-2 text-sm text-slate-800 has-[:disabled]:text-slate-500">
                <input
                  type="checkbox"
                  className="size-4 accent-blue-700"
                  disabled={asked}
                  checked={picked.includes(a.id)}
                  onChange={(e) => onPick(e.target.checked ? [...picked, a.id] : picked.filter((p) => p !== a.id))}
                />
                <span className="min-w-0 flex-1">{a.name}</span>
                {asked && <span className="text-xs">{REOFFER_TEXTS.alreadyAsked}</span>}
                {answers.get(a.id) === 'DECLINED' && <span className="text-xs text-red-700">{REOFFER_TEXTS.declined}</span>}
                {a.distance !== null && <span className="text-xs text-slate-500 tabular-nums">{REOFFER_TEXTS.miles(a.distance)}</span>}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
