import { useMemo, useRef } from 'react';
import { PREFERRED_AGENCIES_MAX } from '@/domain/organisations/preferred-agencies';
import type { PreferredAgency } from '@/domain/organisations/preferred-agency-answers';
import { NOTIFICATION_RADIUS } from '@/domain/trips/trip-request';
import { SettingsPanel } from '@/web/components/settings-panel';
import { Button } from '@/web/components/ui/button';
import { ErrorPanel } from '@/web/components/ui/error-panel';
import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { Notice } from '@/web/components/ui/notice';
import { errorText } from '@/web/lib/api-client';
import { PREFERRED_AGENCY_UI } from '../preferred-agency-ui-texts';
import { useFadingSave } from '@/web/features/notification-settings';
import { useDraftedState, useSignedInUser } from '@/web/features/session';
import { useMatchingAgencies } from '@/web/features/trip-requests';
import { usePreferredAgencies, useSavePreferredAgencies } from '../api/preferred-agencies';
import { AgencyPicker } from './agency-picker';
import { PreferredAgencyList } from './preferred-agency-list';

/** The Settings tab's preferred agencies: loaded, then the form. */
export function PreferredAgenciesPanel() {
  const stored = usePreferredAgencies();
  if (stored.isError) {
    return (
      <ErrorPanel message={errorText(stored.error, PREFERRED_AGENCY_UI.loadFailed)} retryLabel={PREFERRED_AGENCY_UI.retry} busy={stored.isFetching} onRetry={() => void stored.refetch()} />
    );
  }
  if (!stored.data) return <LoadingPanel label={PREFERRED_AGENCY_UI.loading} />;
  return <PreferredAgenciesForm stored={stored.data} />;
}

/** The list as chosen, and the agency picked but not yet added: both kept on the device until saved or discarded. */
interface FormValues {
  agencies: PreferredAgency[];
  picked: string;
}

function PreferredAgenciesForm({ stored }: { stored: PreferredAgency[] }) {
  const { hospitalId } = useSignedInUser();
  const start = useMemo((): FormValues => ({ agencies: stored, picked: '' }), [stored]);
  const [values, setValues] = useDraftedState<FormValues>('preferred-agencies', start);
  const outcome = useFadingSave({ ...PREFERRED_AGENCY_UI, failed: PREFERRED_AGENCY_UI.saveFailed });
  const save = useSavePreferredAgencies();
  const picker = useRef<HTMLSelectElement>(null);
  // the request form's own list of agencies, as wide as it goes and of every level
  const listed = useMatchingAgencies(hospitalId ? { hospitalId, radius: NOTIFICATION_RADIUS.max } : null);

  const chosen = new Set(values.agencies.map((a) => a.id));
  const options = (listed.data ?? []).filter((a) => !chosen.has(a.id));
  const full = values.agencies.length >= PREFERRED_AGENCIES_MAX;
  const changed = JSON.stringify(values.agencies) !== JSON.stringify(start.agencies);
  const pickHint = full ? PREFERRED_AGENCY_UI.full : listed.isError ? errorText(listed.error, PREFERRED_AGENCY_UI.agenciesFailed) : listed.isPending ? PREFERRED_AGENCY_UI.agenciesLoading : PREFERRED_AGENCY_UI.pickHint;

  const onSave = () =>
    outcome.run(async () => {
      const saved = await save.mutateAsync({ agencyIds: values.agencies.map((a) => a.id) });
      setValues({ agencies: saved, picked: values.picked });
    });

  return (
    <SettingsPanel id="preferred-agencies" title={PREFERRED_AGENCY_UI.title} intro={PREFERRED_AGENCY_UI.intro}>
      <Notice notice={outcome.message} dismissLabel={PREFERRED_AGENCY_UI.dismiss} onDismiss={outcome.dismiss} />
      <PreferredAgencyList
        agencies={values.agencies}
        disabled={outcome.busy}
        onChange={(agencies) => setValues((v) => ({ ...v, agencies }))}
        onEmptied={() => picker.current?.focus()}
      />
      <AgencyPicker
        options={options}
        picked={values.picked}
        hint={pickHint}
        disabled={outcome.busy || full}
        selectRef={picker}
        onPick={(picked) => setValues((v) => ({ ...v, picked }))}
        onAdd={({ id, name }) => setValues((v) => ({ agencies: [...v.agencies, { id, name }], picked: '' }))}
      />
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
        {changed && (
          <Button variant="secondary" disabled={outcome.busy} onClick={() => setValues(start)}>
            {PREFERRED_AGENCY_UI.discard}
          </Button>
        )}
        <Button busy={outcome.busy} disabled={!changed} onClick={() => void onSave()}>
          {outcome.label}
        </Button>
      </div>
    </SettingsPanel>
  );
}
