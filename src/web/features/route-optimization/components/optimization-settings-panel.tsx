import { useState, type FormEvent } from 'react';
import { REFRESH_INTERVAL } from '@/domain/planning/optimization-settings';
import type { OptimizationSettings } from '@/domain/planning/optimization-settings-answers';
import { ROUTE_OPTIMIZATION_TEXTS } from '@/domain/planning/route-optimization-texts';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Field, Input } from '@/web/components/ui/field';
import { errorText } from '@/web/lib/api-client';
import { useSaveOptimizationSettings } from '../api/save-optimization-settings';
import { useFading } from '@/web/features/notification-settings';

const successTone = (shown: boolean) => (shown ? 'success' : null);

/**
 * The Settings toggle's panel: the auto-optimize checkbox and the refresh interval, saved with PUT.
 * An interval outside 10–300 is the server's to refuse, with its own words; the read-only control center only looks.
 */
export function OptimizationSettingsPanel({ settings, canEdit }: { settings: OptimizationSettings; canEdit: boolean }) {
  const [autoOptimize, setAutoOptimize] = useState(settings.autoOptimize);
  const [intervalText, setIntervalText] = useState(String(settings.refreshInterval));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useFading<boolean>(false, successTone);
  const save = useSaveOptimizationSettings();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setSaved(false);
    // an empty or non-numeric entry goes as it is, so the server names the field
    const refreshInterval = intervalText.trim() === '' ? Number.NaN : Number(intervalText);
    try {
      const stored = await save.mutateAsync({ autoOptimize, refreshInterval });
      setAutoOptimize(stored.autoOptimize);
      setIntervalText(String(stored.refreshInterval));
      setSaved(true);
    } catch (err) {
      setError(errorText(err, ROUTE_OPTIMIZATION_TEXTS.settingsSaveFailed));
    }
  }

  return (
    <form
      id="route-settings"
      aria-labelledby="route-settings-title"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 id="route-settings-title" className="font-semibold text-slate-900">
        {ROUTE_OPTIMIZATION_TEXTS.settingsTitle}
      </h3>
      {!canEdit && <p className="text-sm text-slate-600">{ROUTE_OPTIMIZATION_TEXTS.settingsReadOnly}</p>}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex items-start gap-3">
          <input
            id="route-auto-optimize"
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-blue-700"
            aria-describedby="route-auto-optimize-hint"
            checked={autoOptimize}
            disabled={!canEdit}
            onChange={(e) => setAutoOptimize(e.target.checked)}
          />
          <div>
            <label htmlFor="route-auto-optimize" className="text-sm font-medium text-slate-800">
              {ROUTE_OPTIMIZATION_TEXTS.autoOptimize}
            </label>
            <p id="route-auto-optimize-hint" className="text-xs text-slate-500">
              {ROUTE_OPTIMIZATION_TEXTS.autoOptimizeHint}
            </p>
          </div>
        </div>
        <Field
          id="route-refresh-interval"
          label={ROUTE_OPTIMIZATION_TEXTS.refreshInterval}
          hint={ROUTE_OPTIMIZATION_TEXTS.refreshIntervalHint(REFRESH_INTERVAL.min, REFRESH_INTERVAL.max, REFRESH_INTERVAL.default)}
          error={error ?? undefined}
        >
          <Input
            id="route-refresh-interval"
            type="number"
            inputMode="numeric"
            min={REFRESH_INTERVAL.min}
            max={REFRESH_INTERVAL.max}
            step={1}
            className="sm:max-w-40"
            value={intervalText}
            disabled={!canEdit}
            onChange={(e) => setIntervalText(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'route-refresh-interval-error route-refresh-interval-hint' : 'route-refresh-interval-hint'}
          />
        </Field>
      </div>
      {canEdit && (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" busy={save.isPending}>
            {save.isPending ? ROUTE_OPTIMIZATION_TEXTS.savingSettings : ROUTE_OPTIMIZATION_TEXTS.saveSettings}
          </Button>
          {saved && <Alert tone="success">{ROUTE_OPTIMIZATION_TEXTS.settingsSaved}</Alert>}
        </div>
      )}
    </form>
  );
}
