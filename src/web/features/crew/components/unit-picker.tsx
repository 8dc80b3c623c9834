import { labelOf, UNIT_STATUS_LABELS, UNIT_TYPE_LABELS } from '@/domain/common/code-labels';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { ErrorPanel } from '@/web/components/ui/error-panel';
import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { errorText } from '@/web/lib/api-client';
import { CREW_APP_UI } from '@/web/lib/crew-app-ui-texts';
import { useCrewUnits } from '../api/get-crew-units';
import { useOpenShift } from '../api/open-shift';

const SHIFT_TEXTS = CREW_APP_UI.shift;

/** At the start of a shift: the agency's in-service units, who is on each, and a button to sign on to one. */
export function UnitPicker() {
  const units = useCrewUnits();
  const openShift = useOpenShift();
  return (
    <section aria-labelledby="crew-unit-picker" className="space-y-4">
      <div>
        <h1 id="crew-unit-picker" className="text-2xl font-bold text-slate-900">
          {SHIFT_TEXTS.title}
        </h1>
        <p className="mt-1 text-sm text-slate-700">{SHIFT_TEXTS.intro}</p>
      </div>
      {openShift.isError && <Alert tone="error">{errorText(openShift.error, CREW_APP_UI.loadFailed)}</Alert>}
      {units.isPending && <LoadingPanel label={CREW_APP_UI.loading} />}
      {units.isError && <ErrorPanel message={errorText(units.error, CREW_APP_UI.loadFailed)} retryLabel={CREW_APP_UI.retry} onRetry={() => void units.refetch()} />}
      {units.data?.length === 0 && <p className="text-sm text-slate-800">{SHIFT_TEXTS.none}</p>}
      <ul className="space-y-3">
        {units.data?.map((unit) => (
          <li key={unit.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <p className="text-lg font-semibold text-slate-900">{SHIFT_TEXTS.unitHeading(unit.unitNumber)}</p>
            <p className="text-sm text-slate-700">
              {labelOf(UNIT_TYPE_LABELS, unit.type)} · {UNIT_STATUS_LABELS[unit.currentStatus]}
            </p>
            <p className="text-sm text-slate-700">{unit.crew.length > 0 ? SHIFT_TEXTS.onUnit(unit.crew.map((c) => c.name).join(', ')) : SHIFT_TEXTS.nobody}</p>
            <Button size="lg" className="mt-3 w-full" busy={openShift.isPending && openShift.variables === unit.id} disabled={openShift.isPending} onClick={() => openShift.mutate(unit.id)}>
              {SHIFT_TEXTS.choose(unit.unitNumber)}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
