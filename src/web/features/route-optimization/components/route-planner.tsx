import { useQueryClient } from '@tanstack/react-query';
import { GitMerge, Route as RouteIcon, Settings2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { refreshIntervalOf } from '@/domain/planning/optimization-settings';
import { ROUTE_OPTIMIZATION_MESSAGES } from '@/domain/planning/route-optimization';
import { ROUTE_OPTIMIZATION_TEXTS } from '@/domain/planning/route-optimization-texts';
import type { AvailableUnit } from '@/domain/units/unit-answers';
import type { TripListItem } from '@/domain/trips/trip-answers';
import type { RoutePlanAnswer } from '@/domain/planning/route-plan-answers';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { ErrorPanel } from '@/web/components/ui/error-panel';
import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { RefreshButton } from '@/web/components/ui/refresh-button';
import { errorText } from '@/web/lib/api-client';
import { useListSearch } from '@/web/lib/use-list-page';
import { useSignedInUser } from '@/web/features/session';
import { useAnalyzeBackhaul } from '../api/analyze-backhaul';
import { useAvailableUnits } from '../api/get-available-units';
import { useOptimizationSettings } from '../api/get-optimization-settings';
import { usePendingRequestPage } from '../api/get-pending-requests';
import { useOptimizeRoute, type RouteSelection } from '../api/optimize-route';
import { routeOptimizationKeys } from '../api/route-optimization-keys';
import { BackhaulResults } from './backhaul-results';
import { DispatchPlanPanel } from './dispatch-plan-panel';
import { OptimizationSettingsPanel } from './optimization-settings-panel';
import { RequestChecklist } from './request-checklist';
import { RouteResults } from './route-results';
import { UnitSelect } from './unit-select';

/**
 * The route planner, wired: Settings (auto-optimize, refresh interval), Refresh, Select Unit, Select
 * Requests, Optimize Routes and Analyze Backhaul with the spec's validation texts, their results, and the dispatch
 * plan. The server keeps an agency's user to its own units and offers, so the same planner serves the control center
 * and the EMS dashboard.
 */
export function RoutePlanner({ showTitle = true }: { /** false where the screen's name already shows (the control center's top bar) */ showTitle?: boolean }) {
  const user = useSignedInUser();
  const isAgency = user.userType === 'EMS';
  // the read-only control center (USER) may look at the settings but not change them
  const canEditSettings = user.userType === 'ADMIN' || isAgency;
  const queryClient = useQueryClient();
  const units = useAvailableUnits();
  const list = useListSearch();
  const pending = usePendingRequestPage(list.params, list.page);
  const settings = useOptimizationSettings();
  const optimize = useOptimizeRoute();
  const backhaul = useAnalyzeBackhaul();

  const [showSettings, setShowSettings] = useState(false);
  const [unitId, setUnitId] = useState('');
  const [selected, setSelected] = useState<ReadonlyMap<string, TripListItem>>(() => new Map());
  const [validation, setValidation] = useState<string | null>(null);
  // the requests as they were when last optimized or analyzed, so names stay once a request leaves the pending list
  const [known, setKnown] = useState<ReadonlyMap<string, TripListItem>>(() => new Map());

  const requests = useMemo(() => pending.data?.data ?? [], [pending.data]);
  const lookup = useMemo(() => new Map([...known, ...selected, ...requests.map((r) => [r.id, r] as const)]), [known, selected, requests]);
  // kept across pages and searches; one taken by someone else meanwhile is named by the server's refusal
  const selectedIds = useMemo(() => [...selected.keys()], [selected]);
  const unit = units.data?.find((u) => u.id === unitId);
  // the last answer stays on screen while the next is computed (auto-optimize), with the unit as it was planned
  const [route, setRoute] = useState<{ plan: RoutePlanAnswer; unit: AvailableUnit | undefined } | null>(null);

  const remember = () => setKnown((k) => new Map([...k, ...requests.map((r) => [r.id, r] as const)]));

  // plans answered: the auto-optimize countdown starts again from each
  const [plansAnswered, setPlansAnswered] = useState(0);

  const runOptimize = (selection: RouteSelection) => {
    remember();
    const planned = units.data?.find((u) => u.id === selection.unitId);
    optimize.mutate(selection, {
      onSuccess: (plan) => setRoute({ plan, unit: planned }),
      onError: () => setRoute(null),
      onSettled: () => setPlansAnswered((n) => n + 1),
    });
  };

  function onOptimize() {
    if (!unit || selectedIds.length === 0) return setValidation(ROUTE_OPTIMIZATION_MESSAGES.selectUnitAndRequest);
    setValidation(null);
    runOptimize({ unitId: unit.id, requestIds: selectedIds });
  }

  function onBackhaul() {
    if (selectedIds.length < 2) return setValidation(ROUTE_OPTIMIZATION_MESSAGES.selectTwoRequests);
    setValidation(null);
    remember();
    backhaul.mutate(selectedIds);
  }

  // auto-optimize: while on, the chosen unit and requests are planned again a refresh interval (30 s when invalid)
  // after the last plan was answered, whether that one was asked for or automatic
  const autoOptimize = settings.data?.autoOptimize ?? false;
  const intervalSeconds = refreshIntervalOf(settings.data?.refreshInterval);
  const latest = useRef<RouteSelection | null>(null);
  latest.current = unit && selectedIds.length > 0 ? { unitId: unit.id, requestIds: selectedIds } : null;
  const rerun = useRef(runOptimize);
  rerun.current = runOptimize;
  const canAuto = autoOptimize && latest.current !== null;
  useEffect(() => {
    if (!canAuto) return;
    const timer = window.setInterval(() => {
      if (latest.current) rerun.current(latest.current);
    }, intervalSeconds * 1000);
    return () => window.clearInterval(timer);
  }, [canAuto, intervalSeconds, plansAnswered]);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: routeOptimizationKeys.all });

  const selection = () => {
    if (units.isError) {
      return <ErrorPanel message={errorText(units.error, ROUTE_OPTIMIZATION_TEXTS.unitsLoadFailed)} retryLabel={ROUTE_OPTIMIZATION_TEXTS.retry} busy={units.isFetching} onRetry={() => void units.refetch()} />;
    }
    if (pending.isError) {
      return (
        <ErrorPanel message={errorText(pending.error, ROUTE_OPTIMIZATION_TEXTS.requestsLoadFailed)} retryLabel={ROUTE_OPTIMIZATION_TEXTS.retry} busy={pending.isFetching} onRetry={() => void pending.refetch()} />
      );
    }
    if (!units.data) return <LoadingPanel label={ROUTE_OPTIMIZATION_TEXTS.unitsLoading} />;
    if (!pending.data) return <LoadingPanel label={ROUTE_OPTIMIZATION_TEXTS.requestsLoading} />;
    return (
      <div className="grid gap-4 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <UnitSelect units={units.data} value={unitId} showAgency={!isAgency} onChange={setUnitId} />
        <RequestChecklist
          list={{
            requests,
            total: pending.data.total,
            page: list.page,
            onPage: list.setPage,
            search: list.search,
            searched: 'search' in list.params,
            onSearch: list.setSearch,
          }}
          selected={selected}
          unitLevel={unit ? unit.levelOfCare : undefined}
          onChange={setSelected}
        />
      </div>
    );
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-72">
          {showTitle && <h2 className="text-xl font-semibold text-slate-900">{ROUTE_OPTIMIZATION_TEXTS.title}</h2>}
          <p className={showTitle ? 'mt-1 max-w-3xl text-sm text-slate-600' : 'max-w-3xl text-sm text-slate-600'}>{ROUTE_OPTIMIZATION_TEXTS.subtitle}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            variant="secondary"
            icon={<Settings2 aria-hidden="true" className="size-4" />}
            aria-expanded={showSettings}
            aria-controls="route-settings-region"
            onClick={() => setShowSettings((s) => !s)}
          >
            {ROUTE_OPTIMIZATION_TEXTS.settings}
          </Button>
          <RefreshButton label={ROUTE_OPTIMIZATION_TEXTS.refresh} fetching={units.isFetching || pending.isFetching} onRefresh={refresh} />
        </div>
      </div>

      <div id="route-settings-region" hidden={!showSettings}>
        {showSettings &&
          (settings.isError ? (
            <ErrorPanel
              message={errorText(settings.error, ROUTE_OPTIMIZATION_TEXTS.settingsLoadFailed)}
              retryLabel={ROUTE_OPTIMIZATION_TEXTS.retry}
              busy={settings.isFetching}
              onRetry={() => void settings.refetch()}
            />
          ) : settings.data ? (
            <OptimizationSettingsPanel settings={settings.data} canEdit={canEditSettings} />
          ) : (
            <LoadingPanel label={ROUTE_OPTIMIZATION_TEXTS.settingsLoading} />
          ))}
      </div>
      {autoOptimize && (
        <p role="status" className="text-sm text-slate-600">
          {ROUTE_OPTIMIZATION_TEXTS.autoOptimizing(intervalSeconds)}
        </p>
      )}

      <section aria-label={ROUTE_OPTIMIZATION_TEXTS.title} className="space-y-4 rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:p-5">
        {selection()}
        {validation && <Alert tone="error">{validation}</Alert>}
        <div className="flex flex-wrap gap-2">
          <Button busy={optimize.isPending} icon={<RouteIcon aria-hidden="true" className="size-4" />} onClick={onOptimize}>
            {ROUTE_OPTIMIZATION_TEXTS.optimize}
          </Button>
          <Button variant="secondary" busy={backhaul.isPending} icon={<GitMerge aria-hidden="true" className="size-4" />} onClick={onBackhaul}>
            {ROUTE_OPTIMIZATION_TEXTS.backhaul}
          </Button>
        </div>
      </section>

      {optimize.isError && <Alert tone="error">{errorText(optimize.error, ROUTE_OPTIMIZATION_TEXTS.optimizeFailed)}</Alert>}
      {route && <RouteResults plan={route.plan} unit={route.unit} requests={lookup} />}
      {backhaul.isError && <Alert tone="error">{errorText(backhaul.error, ROUTE_OPTIMIZATION_TEXTS.backhaulFailed)}</Alert>}
      {backhaul.data && <BackhaulResults answer={backhaul.data} />}

      <DispatchPlanPanel
        selectedIds={selectedIds}
        requests={lookup}
        canAccept={isAgency}
        canOffer={user.userType === 'ADMIN'}
        showAgency={!isAgency}
      />
    </div>
  );
}
