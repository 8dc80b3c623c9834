import { lazy, Suspense } from 'react';
import { NOTIFICATION_RADIUS } from '@/domain/trips/trip-request';
import { Alert } from '@/web/components/ui/alert';
import { ErrorPanel } from '@/web/components/ui/error-panel';
import { WholeNumberField } from '@/web/components/ui/field';
import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { errorText } from '@/web/lib/api-client';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { usePublicConfig } from '@/web/features/auth';
import { AcceptanceChoice } from './acceptance-choice';
import { AgencyList } from './agency-list';
import type { AgencyMatch } from './use-agency-match';
import { fieldId, type StepProps } from './wizard-step';
import type { LatLng } from '@/domain/places/geo';

const AgencyMap = lazy(() => import('./agency-map'));
const T = PORTAL_UI.wizard;
const A = T.agencies;

/**
 * Step 4: the notification radius, then (destination from the list) the eligible agencies with checkboxes and a map,
 * or (manual destination) the broadcast notice.
 */
export function AgencySelectionStep({
  form,
  values,
  match,
  origin,
  showMap,
}: StepProps & { match: AgencyMatch; origin: LatLng | null; showMap: boolean }) {
  const radiusText = match.radius ?? Number(values.notificationRadius);
  return (
    <>
      <WholeNumberField
        id={fieldId('notificationRadius')}
        label={T.labels.notificationRadius}
        hint={T.hints.notificationRadius}
        required
        range={NOTIFICATION_RADIUS}
        className="max-w-xs"
        {...form.register('notificationRadius')}
      />
      <AgencyChoice form={form} values={values} match={match} origin={origin} showMap={showMap} radius={radiusText} />
      <AcceptanceChoice form={form} values={values} />
    </>
  );
}

function AgencyChoice({
  form,
  values,
  match,
  origin,
  showMap,
  radius,
}: StepProps & { match: AgencyMatch; origin: LatLng | null; showMap: boolean; radius: number }) {
  const config = usePublicConfig();
  if (values.destinationMode === 'manual')
    return <Alert tone="info">{A.manualBroadcast(radius)}</Alert>;
  if (!values.toFacilityId) return <Alert tone="info">{A.needDestination}</Alert>;
  if (match.radius === null) return <Alert tone="error">{A.radiusInvalid}</Alert>;
  if (match.error) return <ErrorPanel message={errorText(match.error, A.loadFailed)} retryLabel={PORTAL_UI.retry} onRetry={match.retry} />;
  const agencies = match.shown;
  if (!agencies) return <LoadingPanel label={A.loading} />;
  const selected = values.selectedAgencies;
  return (
    <div className="space-y-3" aria-busy={match.stale || undefined}>
      <p className="text-sm text-slate-600">
        {A.intro(radius)} {agencies.length > 0 && A.pickHint}
      </p>
      <div className={match.stale ? 'grid gap-4 opacity-60 lg:grid-cols-2' : 'grid gap-4 lg:grid-cols-2'}>
        {agencies.length === 0 ? (
          <Alert tone="info">{A.none(radius)}</Alert>
        ) : (
          <AgencyList agencies={agencies} selected={selected} onChange={(ids) => form.setValue('selectedAgencies', ids, { shouldDirty: true })} />
        )}
        {showMap &&
          (origin ? (
            <Suspense fallback={<LoadingPanel label={A.loading} />}>
              <AgencyMap origin={origin} radiusMiles={radius} agencies={agencies} selected={selected} tileUrl={config?.mapTileUrl} />
            </Suspense>
          ) : (
            <p className="text-sm text-slate-600">{A.noOrigin}</p>
          ))}
      </div>
    </div>
  );
}
