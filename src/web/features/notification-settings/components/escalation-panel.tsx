import { useState } from 'react';
import { ESCALATION_MINUTES, ESCALATION_SCREEN } from '@/domain/trips/escalation';
import type { EscalationSettings } from '@/domain/trips/escalation-answers';
import { Button } from '@/web/components/ui/button';
import { controlClass, Field } from '@/web/components/ui/field';
import { LoadError } from '@/web/components/ui/load-error';
import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { Notice } from '@/web/components/ui/notice';
import { errorText } from '@/web/lib/api-client';
import { useSignedInUser } from '@/web/features/session';
import { useEscalationSettings, useSaveEscalationSettings } from '../api/escalation-calls';
import { useFadingSave } from './use-fading';

/** The control center's escalation delay: administrators change it, the read-only control center sees it. */
export function EscalationPanel() {
  const settings = useEscalationSettings();
  if (settings.isError) {
    return (
      <LoadError
        title={ESCALATION_SCREEN.loadFailed}
        message={errorText(settings.error, ESCALATION_SCREEN.loadFailed)}
        retryLabel={ESCALATION_SCREEN.retry}
        retrying={settings.isFetching}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  if (!settings.data) return <LoadingPanel label={ESCALATION_SCREEN.title} />;
  return <EscalationForm initial={settings.data} />;
}

function EscalationForm({ initial }: { initial: EscalationSettings }) {
  const canEdit = useSignedInUser().userType === 'ADMIN';
  const [minutes, setMinutes] = useState(String(initial.escalationMinutes));
  const outcome = useFadingSave({ ...ESCALATION_SCREEN, failed: ESCALATION_SCREEN.error });
  const save = useSaveEscalationSettings();

  const onSave = () =>
    outcome.run(async () => {
      const saved = await save.mutateAsync({ escalationMinutes: Number(minutes) });
      setMinutes(String(saved.escalationMinutes));
    });
  return (
    <section aria-labelledby="escalation-title" className="max-w-2xl space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div>
        <h2 id="escalation-title" className="text-lg font-semibold text-slate-900">
          {ESCALATION_SCREEN.title}
        </h2>
        <p className="text-sm text-slate-600">{ESCALATION_SCREEN.description}</p>
      </div>
      <Notice notice={outcome.message} dismissLabel={ESCALATION_SCREEN.dismiss} onDismiss={outcome.dismiss} />
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void onSave();
        }}
      >
        <Field id="escalation-minutes" label={ESCALATION_SCREEN.minutesLabel} hint={canEdit ? undefined : ESCALATION_SCREEN.readOnly}>
          <input
            id="escalation-minutes"
            type="number"
            inputMode="numeric"
            min={ESCALATION_MINUTES.min}
            max={ESCALATION_MINUTES.max}
            step={1}
            required
            disabled={!canEdit}
            className={`${controlClass} w-32`}
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
          />
        </Field>
        {canEdit && (
          <Button type="submit" busy={outcome.busy}>
            {outcome.label}
          </Button>
        )}
      </form>
    </section>
  );
}
