import { CircleCheck, CircleX, Loader2, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DispatchPlan, DispatchUnitPlan } from '@/domain/planning/dispatch-plan-answers';
import { planMayOffer, type PlannedTrip } from '@/domain/planning/planned-trip';
import { ROUTE_OPTIMIZATION_TEXTS } from '@/domain/planning/route-optimization-texts';
import type { TripListItem } from '@/domain/trips/trip-answers';
import { Alert } from '@/web/components/ui/alert';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { errorText } from '@/web/lib/api-client';
import { formatMoney, formatPlanTime } from '@/web/lib/format';
import { useOfferUnitPlan } from '../api/offer-unit-plan';
import { usePlanDispatch } from '../api/plan-dispatch';
import { PlannedTripNote, sincePlannedText } from './planned-trip-note';
import { stillToAccept, useAcceptUnitPlan, type AcceptState } from './use-accept-unit-plan';

/**
 * The dispatch plan (POST /api/optimize/plan): every pending request (or the selected ones) shared among the available
 * units, shown per unit in order with its times, miles and revenue, and the requests no unit can take with the reason.
 * An agency's dispatcher accepts a unit's part, which accepts each of its requests for that unit.
 */
export function DispatchPlanPanel({
  selectedIds,
  requests,
  canAccept,
  canOffer,
  showAgency,
}: {
  selectedIds: string[];
  requests: ReadonlyMap<string, TripListItem>;
  canAccept: boolean;
  /** The control center's administrators offer a unit's part to its agency. */
  canOffer: boolean;
  showAgency: boolean;
}) {
  const plan = usePlanDispatch();
  const acceptance = useAcceptUnitPlan();
  const offers = useOfferUnitPlan();
  const run = (requestIds?: string[]) => {
    acceptance.reset();
    plan.mutate(requestIds ? { requestIds } : {});
  };
  return (
    <section aria-labelledby="dispatch-plan-title" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="space-y-1">
        <h3 id="dispatch-plan-title" className="text-lg font-semibold text-slate-900">
          {ROUTE_OPTIMIZATION_TEXTS.planTitle}
        </h3>
        <p className="text-sm text-slate-600">{ROUTE_OPTIMIZATION_TEXTS.planIntro}</p>
        {!canAccept && <p className="text-sm text-slate-600">{canOffer ? ROUTE_OPTIMIZATION_TEXTS.offerIntro : ROUTE_OPTIMIZATION_TEXTS.viewOnly}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button busy={plan.isPending && !plan.variables?.requestIds} disabled={plan.isPending || acceptance.running !== null} onClick={() => run()}>
          {ROUTE_OPTIMIZATION_TEXTS.planAll}
        </Button>
        {selectedIds.length > 0 && (
          <Button
            variant="secondary"
            busy={plan.isPending && !!plan.variables?.requestIds}
            disabled={plan.isPending || acceptance.running !== null}
            onClick={() => run(selectedIds)}
          >
            {ROUTE_OPTIMIZATION_TEXTS.planSelected(selectedIds.length)}
          </Button>
        )}
      </div>
      {plan.isPending && (
        <p role="status" className="text-sm text-slate-600">
          {ROUTE_OPTIMIZATION_TEXTS.planning}
        </p>
      )}
      {plan.isError && <Alert tone="error">{errorText(plan.error, ROUTE_OPTIMIZATION_TEXTS.planFailed)}</Alert>}
      {plan.data && !plan.isPending && (
        <PlanView plan={plan.data} requests={requests} canAccept={canAccept} canOffer={canOffer} showAgency={showAgency} acceptance={acceptance} offers={offers} />
      )}
    </section>
  );
}

function PlanView({
  plan,
  requests,
  canAccept,
  canOffer,
  showAgency,
  acceptance,
  offers,
}: {
  plan: DispatchPlan;
  requests: ReadonlyMap<string, TripListItem>;
  canAccept: boolean;
  canOffer: boolean;
  showAgency: boolean;
  acceptance: ReturnType<typeof useAcceptUnitPlan>;
  offers: ReturnType<typeof useOfferUnitPlan>;
}) {
  const working = plan.units.filter((u) => u.requestIds.length > 0);
  const planned = new Map(plan.trips.map((t) => [t.requestId, t]));
  return (
    <div className="space-y-4">
      <p role="status" className="text-sm font-medium text-slate-800">
        {ROUTE_OPTIMIZATION_TEXTS.planSummary(plan.totals.assigned, plan.totals.requests, working.length)} {ROUTE_OPTIMIZATION_TEXTS.miles(plan.totals.distance)} · {formatMoney(plan.totals.revenue)}
      </p>
      {working.length > 0 && (
        <ul className="grid gap-3 lg:grid-cols-2">
          {working.map((unit) => (
            <UnitPlanCard
              key={unit.unitId}
              unit={unit}
              requests={requests}
              planned={planned}
              canAccept={canAccept}
              showAgency={showAgency}
              progress={acceptance.progress}
              busy={acceptance.running === unit.unitId}
              disabled={acceptance.running !== null || offers.isPending}
              onAccept={() => void acceptance.accept(unit, planned)}
              offer={canOffer ? <OfferButton unit={unit} planned={planned} offers={offers} /> : null}
            />
          ))}
        </ul>
      )}
      {plan.unassigned.length > 0 && (
        <div className="space-y-2">
          <h4 className="font-medium text-slate-800">{ROUTE_OPTIMIZATION_TEXTS.unassignedTitle}</h4>
          <ul aria-label={ROUTE_OPTIMIZATION_TEXTS.unassignedTitle} className="space-y-1.5">
            {plan.unassigned.map((u) => (
              <li key={u.requestId} className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm">
                <span className="font-medium text-amber-950">{u.tripNumber}</span>
                <span className="text-amber-900"> — {u.reason}</span>
                <PlannedTripNote trip={planned.get(u.requestId)} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function UnitPlanCard({
  unit,
  requests,
  planned,
  canAccept,
  showAgency,
  progress,
  busy,
  disabled,
  onAccept,
  offer,
}: {
  unit: DispatchUnitPlan;
  requests: ReadonlyMap<string, TripListItem>;
  planned: ReadonlyMap<string, PlannedTrip>;
  canAccept: boolean;
  showAgency: boolean;
  progress: Record<string, AcceptState>;
  busy: boolean;
  disabled: boolean;
  onAccept(): void;
  offer: ReactNode;
}) {
  const open = stillToAccept(unit, planned);
  const states = open.map((id) => progress[id]);
  const done = states.filter((s) => s?.state === 'accepted' || s?.state === 'offered').length;
  const finished = states.every((s) => s?.state === 'accepted' || s?.state === 'offered' || s?.state === 'refused');
  const title = showAgency ? `${unit.unitNumber} · ${unit.agencyName}` : unit.unitNumber;
  return (
    <li aria-label={title} className="space-y-3 rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="flex items-center gap-2 font-medium text-slate-900">
            <Truck aria-hidden="true" className="size-4 text-slate-500" />
            {title}
          </p>
          <p className="text-xs text-slate-600">
            {[
              ROUTE_OPTIMIZATION_TEXTS.planUnitFigures(unit.requestIds.length),
              ROUTE_OPTIMIZATION_TEXTS.miles(unit.distance),
              formatMoney(unit.revenue),
              unit.start && unit.finish ? ROUTE_OPTIMIZATION_TEXTS.planWindow(formatPlanTime(unit.start), formatPlanTime(unit.finish)) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        {canAccept && open.length > 0 && !finished && (
          <Button size="sm" busy={busy} disabled={disabled} aria-label={ROUTE_OPTIMIZATION_TEXTS.acceptLabel(unit.unitNumber)} onClick={onAccept}>
            {busy ? ROUTE_OPTIMIZATION_TEXTS.accepting : ROUTE_OPTIMIZATION_TEXTS.accept}
          </Button>
        )}
      </div>
      {offer}
      <ol className="space-y-1.5 text-sm">
        {unit.stops.map((s, i) => {
          const r = requests.get(s.requestId);
          return (
            <li key={`${s.requestId}-${s.stop}`} className="flex gap-2">
              <span
                aria-hidden="true"
                className={`mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full text-[0.65rem] font-semibold text-white ${s.stop === 'pickup' ? 'bg-blue-700' : 'bg-red-700'}`}
              >
                {i + 1}
              </span>
              <span className="min-w-0">
                <span className="font-medium text-slate-900">
                  {s.stop === 'pickup' ? ROUTE_OPTIMIZATION_TEXTS.pickup : ROUTE_OPTIMIZATION_TEXTS.dropoff} {s.tripNumber}
                  {r ? ` (${r.patientId})` : ''}
                </span>
                <span className="block break-words text-slate-600">
                  {s.place} · {formatPlanTime(s.serviceStart)}
                </span>
                {s.stop === 'pickup' && <PlannedTripNote trip={planned.get(s.requestId)} />}
              </span>
            </li>
          );
        })}
      </ol>
      {states.some(Boolean) && (
        <div className="space-y-1 border-t border-slate-100 pt-2">
          <ul className="space-y-1 text-sm">
            {open.map((id) => (
              <AcceptLine key={id} tripNumber={requests.get(id)?.tripNumber ?? unit.stops.find((s) => s.requestId === id)?.tripNumber ?? id} state={progress[id]} />
            ))}
          </ul>
          {finished && (
            <p role="status" className="text-sm font-medium text-slate-800">
              {ROUTE_OPTIMIZATION_TEXTS.acceptDone(done, open.length)}
            </p>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * The control center's offer of a unit's part to its agency, and what came of it (each skipped request with why). Only
 * the trips the plan may still offer that agency are sent; with none, the standing offer is said in place of the button.
 */
function OfferButton({
  unit,
  planned,
  offers,
}: {
  unit: DispatchUnitPlan;
  planned: ReadonlyMap<string, PlannedTrip>;
  offers: ReturnType<typeof useOfferUnitPlan>;
}) {
  const mine = offers.variables?.unitId === unit.unitId;
  const answer = mine ? offers.data : undefined;
  const offerable = unit.requestIds.filter((id) => planMayOffer(planned.get(id)?.sincePlanned ?? { kind: 'NOT_YET' }, unit.agencyId));
  const standing = unit.requestIds
    .map((id) => planned.get(id))
    .filter((t): t is PlannedTrip => t?.sincePlanned.kind === 'OFFERED' && t.sincePlanned.agencyId === unit.agencyId)
    .at(-1);
  if (!answer && offerable.length === 0) {
    const said = standing ? sincePlannedText(standing.sincePlanned, standing.action) : null;
    return said ? (
      <p role="status" className="text-sm font-medium text-blue-800">
        {said}
      </p>
    ) : null;
  }
  const sent = offers.variables?.requestIds.length ?? offerable.length;
  const invited = answer?.offered.filter((o) => o.action === 'INVITE_OFFER').length ?? 0;
  return (
    <div className="space-y-1.5">
      {!answer && (
        <Button
          size="sm"
          variant="secondary"
          busy={mine && offers.isPending}
          disabled={offers.isPending}
          aria-label={ROUTE_OPTIMIZATION_TEXTS.offerLabel(unit.unitNumber, unit.agencyName)}
          onClick={() => offers.mutate({ unitId: unit.unitId, requestIds: offerable })}
        >
          {mine && offers.isPending ? ROUTE_OPTIMIZATION_TEXTS.offering : ROUTE_OPTIMIZATION_TEXTS.offer}
        </Button>
      )}
      {mine && offers.isError && <Alert tone="error">{errorText(offers.error, ROUTE_OPTIMIZATION_TEXTS.offerFailed)}</Alert>}
      {answer && (
        <div role="status" className="space-y-1 text-sm">
          <p className="font-medium text-slate-800">
            {ROUTE_OPTIMIZATION_TEXTS.offerDone(answer.offered.length, sent, answer.agencyName)}
            {invited > 0 && ` ${ROUTE_OPTIMIZATION_TEXTS.offerDoneInvited(invited)}`}
          </p>
          {answer.skipped.length > 0 && (
            <ul className="space-y-0.5 text-amber-900">
              {answer.skipped.map((s) => (
                <li key={s.requestId}>
                  {s.tripNumber ?? s.requestId} — {s.reason}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

function AcceptLine({ tripNumber, state }: { tripNumber: string; state: AcceptState | undefined }) {
  if (!state) return null;
  const status = {
    waiting: <Badge tone="slate">{ROUTE_OPTIMIZATION_TEXTS.acceptWaiting}</Badge>,
    accepting: (
      <Badge tone="blue" className="gap-1">
        <Loader2 aria-hidden="true" className="size-3 animate-spin" />
        {ROUTE_OPTIMIZATION_TEXTS.accepting}
      </Badge>
    ),
    accepted: (
      <Badge tone="green" className="gap-1">
        <CircleCheck aria-hidden="true" className="size-3" />
        {ROUTE_OPTIMIZATION_TEXTS.accepted}
      </Badge>
    ),
    offered: (
      <Badge tone="purple" className="gap-1">
        <CircleCheck aria-hidden="true" className="size-3" />
        {ROUTE_OPTIMIZATION_TEXTS.pickupOffered}
      </Badge>
    ),
    refused: (
      <Badge tone="red" className="gap-1">
        <CircleX aria-hidden="true" className="size-3" />
        {ROUTE_OPTIMIZATION_TEXTS.acceptFailed}
      </Badge>
    ),
  }[state.state];
  return (
    <li className="flex flex-wrap items-center gap-2">
      <span className="font-medium text-slate-800">{tripNumber}</span>
      {status}
      {state.state === 'refused' && <span className="text-red-800">{state.reason}</span>}
    </li>
  );
}
