import { EVERY_DAYS } from '@/domain/standing-orders/standing-order-body';
import { STANDING_ORDER_MAX_OCCURRENCES } from '@/domain/standing-orders/standing-order-messages';
import { WEEKDAYS, type Weekday } from '@/domain/standing-orders/standing-order-rule';
import { Field, Select, WholeNumberField } from '@/web/components/ui/field';
import { DAY_LABELS, STANDING_ORDER_UI } from '@/web/lib/standing-order-ui-texts';
import { seriesFieldId, type SeriesFieldsProps, type SeriesFormValues } from './series-form-values';
import { SeriesGroup, SeriesInput } from './series-form-parts';

const T = STANDING_ORDER_UI;
const LABELS = T.labels;
const id = seriesFieldId;
const REPEATS: { value: SeriesFormValues['repeat']; label: string }[] = [
  { value: 'days', label: LABELS.onDays },
  { value: 'interval', label: LABELS.everyFewDays },
];

/** When the series repeats (days of the week, or every so many days), at what time, from when and until when. */
export function SeriesDateFields({ values, set }: SeriesFieldsProps) {
  const toggleDay = (day: Weekday) => set('days', values.days.includes(day) ? values.days.filter((d) => d !== day) : WEEKDAYS.filter((d) => d === day || values.days.includes(d)));
  return (
    <SeriesGroup title={T.groups.dates}>
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{LABELS.repeats}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {REPEATS.map((r) => (
            <label key={r.value} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" name={id('repeat')} className="size-4 accent-blue-700" checked={values.repeat === r.value} onChange={() => set('repeat', r.value)} />
              {r.label}
            </label>
          ))}
        </div>
      </fieldset>
      {values.repeat === 'days' ? (
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">{LABELS.days}</legend>
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
      ) : (
        <WholeNumberField
          id={id('everyDays')}
          label={LABELS.everyDays}
          hint={T.everyDaysHint}
          required
          range={EVERY_DAYS}
          className="max-w-xs"
          value={values.everyDays}
          onChange={(e) => set('everyDays', e.target.value)}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SeriesInput name="time" label={LABELS.time} type="time" values={values} set={set} />
        <SeriesInput name="startDate" label={LABELS.startDate} type="date" values={values} set={set} />
        <Field id={id('endMode')} label={LABELS.ends} required>
          <Select id={id('endMode')} value={values.endMode} onChange={(e) => set('endMode', e.target.value as SeriesFormValues['endMode'])}>
            <option value="count">{LABELS.afterCount}</option>
            <option value="date">{LABELS.onDate}</option>
          </Select>
        </Field>
        {values.endMode === 'count' ? (
          <SeriesInput name="count" label={LABELS.count} type="number" min={1} max={STANDING_ORDER_MAX_OCCURRENCES} values={values} set={set} />
        ) : (
          <SeriesInput name="endDate" label={LABELS.endDate} type="date" values={values} set={set} />
        )}
      </div>
    </SeriesGroup>
  );
}
