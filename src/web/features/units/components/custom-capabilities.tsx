import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { UNITS_SCREEN } from '@/domain/portals/control-center-screens';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Field, Input } from '@/web/components/ui/field';

const FORM_TEXTS = UNITS_SCREEN.form;
// the server's limits for custom capabilities (unit-forms.ts)
const MAX_LENGTH = 60;
const MAX_COUNT = 20;

/** The unit's own capabilities beyond the fixed list: type one, Add (or Enter), remove with its ×. */
export function CustomCapabilities({ id, value, onChange }: { id: string; value: string[]; onChange(next: string[]): void }) {
  const [draft, setDraft] = useState('');
  const add = () => {
    const name = draft.trim();
    if (name && !value.some((v) => v.toLowerCase() === name.toLowerCase())) onChange([...value, name]);
    setDraft('');
  };
  return (
    <div className="space-y-2">
      <Field id={id} label={FORM_TEXTS.customCapability}>
        <div className="flex gap-2">
          <Input
            id={id}
            value={draft}
            maxLength={MAX_LENGTH}
            placeholder={FORM_TEXTS.customCapabilityPlaceholder}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              // Enter adds the capability instead of submitting the whole form
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
          <Button
            variant="secondary"
            icon={<Plus aria-hidden="true" className="size-4" />}
            disabled={draft.trim() === '' || value.length >= MAX_COUNT}
            onClick={add}
          >
            {FORM_TEXTS.addCustom}
          </Button>
        </div>
      </Field>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1.5">
          {value.map((name) => (
            <li key={name}>
              <Badge tone="purple" className="gap-1 pr-1">
                {name}
                <button
                  type="button"
                  aria-label={FORM_TEXTS.removeCustom(name)}
                  onClick={() => onChange(value.filter((v) => v !== name))}
                  className="rounded-full p-0.5 hover:bg-purple-200"
                >
                  <X aria-hidden="true" className="size-3" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
