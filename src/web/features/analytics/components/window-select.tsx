import { ANALYTICS_SCREEN, ANALYTICS_WINDOWS, type AnalyticsWindow } from '@/domain/analytics/analytics-texts';
import { Field, Select } from '@/web/components/ui/field';

/** The window a screen's figures cover: the last 24 hours, 7, 30 or 90 days. */
export function WindowSelect({ id, value, onChange }: { id: string; value: AnalyticsWindow; onChange(window: AnalyticsWindow): void }) {
  return (
    <Field id={id} label={ANALYTICS_SCREEN.windowLabel}>
      <Select id={id} className="sm:w-56" value={value} onChange={(e) => onChange(e.target.value as AnalyticsWindow)}>
        {ANALYTICS_WINDOWS.map((w) => (
          <option key={w} value={w}>
            {ANALYTICS_SCREEN.windows[w]}
          </option>
        ))}
      </Select>
    </Field>
  );
}
