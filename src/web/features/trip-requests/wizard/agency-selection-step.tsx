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
const WIZARD_TEXTS = PORTAL_UI.wizard;
const AGENCIES_TEXTS = WIZARD_TEXTS.agencies;

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
        label={WIZARD_TEXTS.labels.notificationRadius}
        hint={WIZARD_TEXTS.hints.notificationRadius}
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
    return <Alert tone="info">{AGENCIES_TEXTS.manualBroadcast(radius)}</Alert>;
  if (!values.toFacilityId) return <Alert tone="info">{AGENCIES_TEXTS.needDestination}</Alert>;
  if (match.radius === null) return <Alert tone="error">{AGENCIES_TEXTS.radiusInvalid}</Alert>;
  if (match.error) return <ErrorPanel message={errorText(match.error, AGENCIES_TEXTS.loadFailed)} retryLabel={PORTAL_UI.retry} onRetry={match.retry} />;
  const agencies = match.shown;
  if (!agencies) return <LoadingPanel label={AGENCIES_TEXTS.loading} />;
  const selected = values.selectedAgencies;
  return (
    <div className="space-y-3" aria-busy={match.stale || undefined}>
      <p className="text-sm text-slate-600">
        {AGENCIES_TEXTS.intro(radius)} {agencies.length > 0 && AGENCIES_TEXTS.pickHint}
      </p>
      <div className={match.stale ? 'grid gap-4 opacity-60 lg:grid-cols-2' : 'grid gap-4 lg:grid-cols-2'}>
        {agencies.length === 0 ? (
          <Alert tone="info">{AGENCIES_TEXTS.none(radius)}</Alert>
        ) : (
          <AgencyList agencies={agencies} selected={selected} onChange={(ids) => form.setValue('selectedAgencies', ids, { shouldDirty: true })} />
        )}
        {showMap &&
          (origin ? (
            <Suspense fallback={<LoadingPanel label={AGENCIES_TEXTS.loading} />}>
              <AgencyMap origin={origin} radiusMiles={radius} agencies={agencies} selected={selected} tileUrl={config?.mapTileUrl} />
            </Suspense>
          ) : (
            <p className="text-sm text-slate-600">{AGENCIES_TEXTS.noOrigin}</p>
          ))}
      </div>
    </div>
  );
}
