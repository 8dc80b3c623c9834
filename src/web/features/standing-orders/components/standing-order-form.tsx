import { useState, type FormEvent } from 'react';
import type { StandingOrderView } from '@/domain/standing-orders/standing-order-answers';
import { WEEKDAYS, type Weekday } from '@/domain/standing-orders/standing-order-rule';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Field, Input, Select } from '@/web/components/ui/field';
import { useDraftedState } from '@/web/features/session';
import { OptionSelect, ReturnTripChoice, useDestinations } from '@/web/features/trip-requests';
import { errorText } from '@/web/lib/api-client';
import { DAY_LABELS, STANDING_ORDER_UI } from '@/web/lib/standing-order-ui-texts';
import { clearDraft, deviceStorage } from '@/web/lib/form-drafts';
import { useSignedInUser } from '@/web/features/session';
import { useSaveStandingOrder } from '../api/save-standing-order';
import { bodyOf, EMPTY_SERIES, valuesOfSeries, type SeriesFormValues } from './series-form-values';

const T = STANDING_ORDER_UI;
const L = T.labels;
const id = (name: string) => `so-${name}`;

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
  const set = <K extends keyof SeriesFormValues>(name: K, value: SeriesFormValues[K]) => setValues((v) => ({ ...v, [name]: value }));
  const destinations = useDestinations();
  const save = useSaveStandingOrder();

  const toggleDay = (day: Weekday) => set('days', values.days.includes(day) ? values.days.filter((d) => d !== day) : WEEKDAYS.filter((d) => d === day || values.days.includes(d)));
  const chooseDestination = (placeId: string) =>
    setValues((v) => ({ ...v, toFacilityId: placeId, toLocation: destinations.data?.find((p) => p.id === placeId)?.name ?? '' }));
  const finish = (saved?: SeriesSaved) => {
    clearDraft(deviceStorage(), userId, draftName);
    onDone(saved);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ id: series?.id ?? null, body: bodyOf(values, series) }, { onSuccess: (answer) => finish(answer) });
  };

  return (
    <form onSubmit={submit} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-label={series ? T.editSeries : T.newSeries}>
      <h3 className="text-base font-semibold text-slate-900">{series ? T.editSeries : T.newSeries}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('patientId')} label={L.patientId} required>
          <Input id={id('patientId')} required maxLength={50} value={values.patientId} onChange={(e) => set('patientId', e.target.value)} />
        </Field>
        <Field id={id('destination')} label={L.destination} required>
          <Select id={id('destination')} required value={values.toFacilityId} onChange={(e) => chooseDestination(e.target.value)}>
            <option value="">{L.chooseDestination}</option>
            {(destinations.data ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={id('transportLevel')} label={L.transportLevel} required>
          <OptionSelect id={id('transportLevel')} kind="transport-level" required value={values.transportLevel} onChange={(e) => set('transportLevel', e.target.value)} />
        </Field>
        <Field id={id('urgencyLevel')} label={L.urgencyLevel} required>
          <OptionSelect id={id('urgencyLevel')} kind="urgency" required value={values.urgencyLevel} onChange={(e) => set('urgencyLevel', e.target.value)} />
        </Field>
        <ReturnTripChoice
          idOf={id}
          kind={values.returnKind}
          kindProps={{ value: values.returnKind, onChange: (e) => set('returnKind', e.target.value as SeriesFormValues['returnKind']) }}
          minutesProps={{ value: values.appointmentMinutes, onChange: (e) => set('appointmentMinutes', e.target.value) }}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{L.days}</legend>
        <div className="mt-2 grid grid-cols-4 gap-2 sm:grid-cols-7">
          {WEEKDAYS.map((day) => (
            <label
              key={day}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-2 py-2 text-sm text-slate-800 has-[:checked]:border-blue-400 has-[:checked]:bg-blue-50"
            >
              <input type="checkbox" className="size-4 accent-blue-700" checked={values.days.includes(day)} onChange={() => toggleDay(day)} />
              {DAY_LABELS[day]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('time')} label={L.time} required>
          <Input id={id('time')} type="time" required value={values.time} onChange={(e) => set('time', e.target.value)} />
        </Field>
        <Field id={id('startDate')} label={L.startDate} required>
          <Input id={id('startDate')} type="date" required value={values.startDate} onChange={(e) => set('startDate', e.target.value)} />
        </Field>
        <Field id={id('endMode')} label={L.ends} required>
          <Select id={id('endMode')} value={values.endMode} onChange={(e) => set('endMode', e.target.value as SeriesFormValues['endMode'])}>
            <option value="count">{L.afterCount}</option>
            <option value="date">{L.onDate}</option>
          </Select>
        </Field>
        {values.endMode === 'count' ? (
          <Field id={id('count')} label={L.count} required>
            <Input id={id('count')} type="number" min={1} max={500} required value={values.count} onChange={(e) => set('count', e.target.value)} />
          </Field>
        ) : (
          <Field id={id('endDate')} label={L.endDate} required>
            <Input id={id('endDate')} type="date" required value={values.endDate} onChange={(e) => set('endDate', e.target.value)} />
          </Field>
        )}
      </div>
      {save.isError && <Alert tone="error">{errorText(save.error, T.saveFailed)}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={save.isPending}>
          {series ? T.saveChanges : T.save}
        </Button>
        <Button variant="secondary" onClick={() => finish()}>
          {T.cancel}
        </Button>
      </div>
    </form>
  );
}
