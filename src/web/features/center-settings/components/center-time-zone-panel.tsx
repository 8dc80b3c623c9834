import { useState } from 'react';
import { automaticChoiceLabel, type CenterTimeZone } from '@/domain/common/center-time-zone';
import { TIME_ZONE_CHOICES, timeZoneLabel } from '@/domain/common/time-zones';
import { Button } from '@/web/components/ui/button';
import { Field, Select } from '@/web/components/ui/field';
import { LoadError } from '@/web/components/ui/load-error';
import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { Notice } from '@/web/components/ui/notice';
import { errorText } from '@/web/lib/api-client';
import { CENTER_TIME_ZONE_UI } from '../center-settings-ui-texts';
import { useFadingSave } from '@/web/features/notification-settings';
import { useCenterTimeZone, useSaveCenterTimeZone } from '../api/center-time-zone-calls';

/** The control center's Time Zone: an administrator chooses one, or leaves it to the facilities' zone. */
export function CenterTimeZonePanel() {
  const setting = useCenterTimeZone();
  if (setting.isError) {
    return (
      <LoadError
        title={CENTER_TIME_ZONE_UI.loadFailed}
        message={errorText(setting.error, CENTER_TIME_ZONE_UI.loadFailed)}
        retryLabel={CENTER_TIME_ZONE_UI.retry}
        retrying={setting.isFetching}
        onRetry={() => void setting.refetch()}
      />
    );
  }
  if (!setting.data) return <LoadingPanel label={CENTER_TIME_ZONE_UI.title} />;
  return <CenterTimeZoneForm initial={setting.data} />;
}

function CenterTimeZoneForm({ initial }: { initial: CenterTimeZone }) {
  // '' is the automatic choice
  const [zone, setZone] = useState(initial.timeZone ?? '');
  const outcome = useFadingSave(CENTER_TIME_ZONE_UI);
  const save = useSaveCenterTimeZone();

  const onSave = () =>
    outcome.run(async () => {
      const saved = await save.mutateAsync({ timeZone: (zone || null) as CenterTimeZone['timeZone'] });
      setZone(saved.timeZone ?? '');
    });
  const current = save.data ?? initial;
  return (
    <section aria-labelledby="center-time-zone-title" className="max-w-2xl space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div>
        <h2 id="center-time-zone-title" className="text-lg font-semibold text-slate-900">
          {CENTER_TIME_ZONE_UI.title}
        </h2>
        <p className="text-sm text-slate-600">{CENTER_TIME_ZONE_UI.description}</p>
      </div>
      <Notice notice={outcome.message} dismissLabel={CENTER_TIME_ZONE_UI.dismiss} onDismiss={outcome.dismiss} />
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void onSave();
        }}
      >
        <Field id="center-time-zone" label={CENTER_TIME_ZONE_UI.label} className="w-full sm:w-auto sm:min-w-80">
          <Select id="center-time-zone" aria-describedby="center-time-zone-hint" value={zone} onChange={(e) => setZone(e.target.value)}>
            <option value="">{automaticChoiceLabel(current)}</option>
            {TIME_ZONE_CHOICES.map((z) => (
              <option key={z.value} value={z.value}>
                {z.label}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" busy={outcome.busy}>
          {outcome.label}
        </Button>
      </form>
      <p id="center-time-zone-hint" className="text-xs text-slate-500">
        {CENTER_TIME_ZONE_UI.inForce(timeZoneLabel(current.centerTimeZone))}
      </p>
    </section>
  );
}
