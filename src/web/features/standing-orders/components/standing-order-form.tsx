import { useState, type FormEvent } from 'react';
import type { StandingOrderView } from '@/domain/standing-orders/standing-order-answers';
import { Alert } from '@/web/components/ui/alert';
import { DuplicateSeriesDialog, duplicateOf, type DuplicateSeries } from '@/web/components/duplicate-dialog';
import { Button } from '@/web/components/ui/button';
import { Field, Select } from '@/web/components/ui/field';
import { useDraftedState } from '@/web/features/session';
import { AcceptanceModeChoice, OptionSelect, ReturnTripChoice, useDestinations } from '@/web/features/trip-requests';
import { errorText } from '@/web/lib/api-client';
import { STANDING_ORDER_UI } from '@/web/lib/standing-order-ui-texts';
import { clearDraft, deviceStorage } from '@/web/lib/form-drafts';
import { useSignedInUser } from '@/web/features/session';
import { useSaveStandingOrder } from '../api/save-standing-order';
import { bodyOf, EMPTY_SERIES, seriesFieldId, valuesOfSeries, type SeriesFieldsProps, type SeriesFormValues } from './series-form-values';
import { SeriesDateFields } from './series-date-fields';
import { SeriesGroup, SeriesInput } from './series-form-parts';
import { SeriesNeedsFields } from './series-needs-fields';

const T = STANDING_ORDER_UI;
const LABELS = T.labels;
const id = seriesFieldId;

/** What a save answered that the nurse should read: dates the clocks moved, taken trips an edit left alone. */
export interface SeriesSaved {
  shiftedDates: { date: string; time: string }[];
  leftAlone: { date: string; tripNumber: string }[];
}

/** Creates a series, or edits `series`; what is typed is kept on the device until it is saved or cancelled. */
export function StandingOrderForm({ series, onDone }: { series?: StandingOrderView; onDone: (saved?: SeriesSaved) => void }) {
  const { id: userId } = useSignedInUser();
  const draftName = series ? `standing-order:${series.id}` : 'standing-order';
  const [start] = useState(() => (series ? valuesOfSeries(series) : EMPTY_SERIES));
  const [values, setValues] = useDraftedState<SeriesFormValues>(draftName, start);
  const set: SeriesFieldsProps['set'] = (name, value) => setValues((v) => ({ ...v, [name]: value }));
  const save = useSaveStandingOrder();

  const finish = (saved?: SeriesSaved) => {
    clearDraft(deviceStorage(), userId, draftName);
    onDone(saved);
  };
  // the open series this one repeats, as the server named it: the nurse saves a second one or goes back
  const [duplicate, setDuplicate] = useState<DuplicateSeries | null>(null);
  const send = (allowDuplicate?: true) =>
    save.mutate(
      { id: series?.id ?? null, body: { ...bodyOf(values, series), ...(allowDuplicate && { allowDuplicate }) } },
      { onSuccess: (answer) => finish(answer), onError: (err) => setDuplicate(duplicateOf<DuplicateSeries>(err)) },
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send();
  };

  return (
    <form onSubmit={submit} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-label={series ? T.editSeries : T.newSeries}>
      <h3 className="text-base font-semibold text-slate-900">{series ? T.editSeries : T.newSeries}</h3>
      <SeriesTripFields values={values} set={set} setValues={setValues} />
      <SeriesNeedsFields values={values} set={set} phoneOnFile={series?.patientContact?.phone ?? null} />
      <SeriesDateFields values={values} set={set} />
      <SeriesGroup title={T.groups.taking}>
        <AcceptanceModeChoice
          idOf={id}
          mode={values.acceptanceMode}
          modeProps={(mode) => ({ name: id('acceptanceMode'), checked: values.acceptanceMode === mode, onChange: () => set('acceptanceMode', mode) })}
          deadlineProps={{ value: values.offerDeadlineMinutes, onChange: (e) => set('offerDeadlineMinutes', e.target.value) }}
        />
      </SeriesGroup>
      {save.isError && !duplicateOf(save.error) && <Alert tone="error">{errorText(save.error, T.saveFailed)}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={save.isPending}>
          {series ? T.saveChanges : T.save}
        </Button>
        <Button variant="secondary" onClick={() => finish()}>
          {T.cancel}
        </Button>
      </div>
      <DuplicateSeriesDialog
        match={duplicate}
        onCancel={() => setDuplicate(null)}
        onConfirm={() => {
          setDuplicate(null);
          send(true);
        }}
      />
    </form>
  );
}

/** The trip each date books: the patient, where to, the level of care, the urgency and the ride home. */
function SeriesTripFields({ values, set, setValues }: SeriesFieldsProps & { setValues: (change: (v: SeriesFormValues) => SeriesFormValues) => void }) {
  const destinations = useDestinations();
  const chooseDestination = (placeId: string) =>
    setValues((v) => ({ ...v, toFacilityId: placeId, toLocation: destinations.data?.find((p) => p.id === placeId)?.name ?? '' }));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SeriesInput name="patientId" label={LABELS.patientId} maxLength={50} values={values} set={set} />
      <Field id={id('destination')} label={LABELS.destination} required>
        <Select id={id('destination')} required value={values.toFacilityId} onChange={(e) => chooseDestination(e.target.value)}>
          <option value="">{LABELS.chooseDestination}</option>
          {(destinations.data ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={id('transportLevel')} label={LABELS.transportLevel} required>
        <OptionSelect id={id('transportLevel')} kind="transport-level" required value={values.transportLevel} onChange={(e) => set('transportLevel', e.target.value)} />
      </Field>
      <Field id={id('urgencyLevel')} label={LABELS.urgencyLevel} required>
        <OptionSelect id={id('urgencyLevel')} kind="urgency" required value={values.urgencyLevel} onChange={(e) => set('urgencyLevel', e.target.value)} />
      </Field>
      <ReturnTripChoice
        idOf={id}
        kind={values.returnKind}
        kindProps={{ value: values.returnKind, onChange: (e) => set('returnKind', e.target.value as SeriesFormValues['returnKind']) }}
        minutesProps={{ value: values.appointmentMinutes, onChange: (e) => set('appointmentMinutes', e.target.value) }}
      />
    </div>
  );
}
