import { useState } from 'react';
import { errorText } from '@/web/lib/api-client';
import { SettingsPanel } from '@/web/components/settings-panel';
import { Switch } from '@/web/components/ui/switch';
import { UNIT_CHOICE } from '../unit-choice-texts';
import { useDispatchRules, useSaveDispatchRules } from '../api/unit-choice';

const SETTINGS_TEXTS = UNIT_CHOICE.settings;

/** The agency's dispatch rule: whether Accept must name a unit. Saved as it is switched, the outcome announced. */
export function DispatchRulesPanel() {
  const rules = useDispatchRules();
  const save = useSaveDispatchRules();
  // the switch shows the choice at once, while it is saved; after a failure it shows what the server keeps
  const [asked, setAsked] = useState<boolean | null>(null);
  const on = asked ?? rules.data?.requireUnitOnAccept ?? false;
  const status = save.isPending ? SETTINGS_TEXTS.saving : save.isError ? errorText(save.error, SETTINGS_TEXTS.saveFailed) : save.isSuccess ? SETTINGS_TEXTS.saved : rules.isError ? SETTINGS_TEXTS.loadFailed : '';
  return (
    <SettingsPanel id="dispatch-rules" title={SETTINGS_TEXTS.title} intro={SETTINGS_TEXTS.intro}>
      <Switch
        id="require-unit-on-accept"
        label={SETTINGS_TEXTS.requireUnit}
        hint={SETTINGS_TEXTS.requireUnitHint}
        checked={on}
        disabled={!rules.data || save.isPending}
        onChange={(e) => {
          const wanted = e.target.checked;
          setAsked(wanted);
          save.mutate({ requireUnitOnAccept: wanted }, { onSettled: () => setAsked(null) });
        }}
      />
      <p role="status" className={save.isError || rules.isError ? 'text-sm text-red-700' : 'text-sm text-slate-600'}>
        {status}
      </p>
    </SettingsPanel>
  );
}
