import { Check, Pencil, Trash2, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/web/components/ui/button';
import { fieldErrorProps, Input } from '@/web/components/ui/field';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import type { DropdownOption } from '@/domain/trips/dropdown-option-answers';
import { optionValueProblem } from '../option-value-problem';

const OPTIONS_TEXTS = PORTAL_UI.options;

/** One option: its value with Edit and Delete, or (while edited) an inline field with Save and Cancel. */
export function OptionRow({
  option,
  editing,
  saving,
  deleting,
  onEdit,
  onCancelEdit,
  onSave,
  onDelete,
}: {
  option: DropdownOption;
  editing: boolean;
  saving: boolean;
  deleting: boolean;
  onEdit(): void;
  onCancelEdit(): void;
  onSave(value: string): void;
  onDelete(): void;
}) {
  if (editing) return <OptionEditor option={option} saving={saving} onCancel={onCancelEdit} onSave={onSave} />;
  return (
    <li className="flex items-center justify-between gap-2 px-4 py-3">
      <span className="min-w-0 break-words text-sm text-slate-900">{option.value}</span>
      <div className="flex shrink-0 gap-2">
        <Button size="sm" variant="secondary" disabled={deleting} icon={<Pencil aria-hidden="true" className="size-4" />} onClick={onEdit}>
          <span className="sr-only sm:not-sr-only">{OPTIONS_TEXTS.edit}</span>
          <span className="sr-only"> {option.value}</span>
        </Button>
        <Button
          size="sm"
          variant="secondary"
          className="text-red-700 hover:bg-red-50"
          busy={deleting}
          icon={<Trash2 aria-hidden="true" className="size-4" />}
          onClick={onDelete}
        >
          <span className="sr-only sm:not-sr-only">{OPTIONS_TEXTS.delete}</span>
          <span className="sr-only"> {option.value}</span>
        </Button>
      </div>
    </li>
  );
}

/** The inline edit of one option, starting from its current value; Enter saves, Escape cancels. */
function OptionEditor({
  option,
  saving,
  onCancel,
  onSave,
}: {
  option: DropdownOption;
  saving: boolean;
  onCancel(): void;
  onSave(value: string): void;
}) {
  const [draft, setDraft] = useState(option.value);
  const [error, setError] = useState<string | undefined>();
  const inputId = `option-${option.id}`;
  const save = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = draft.trim();
    const problem = optionValueProblem(option.category, draft);
    if (problem) setError(problem);
    else if (trimmed === option.value) onCancel();
    else onSave(trimmed);
  };
  return (
    <li className="px-4 py-3">
      <form onSubmit={save} noValidate className="flex flex-wrap items-center gap-2">
        <Input
          id={inputId}
          aria-label={OPTIONS_TEXTS.editValue(option.value)}
          value={draft}
          maxLength={200}
          autoFocus
          className="min-w-0 flex-1 basis-48"
          onChange={(e) => {
            setDraft(e.target.value);
            setError(undefined);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault();
              onCancel();
            }
          }}
          {...fieldErrorProps(inputId, error)}
        />
        <Button type="submit" size="sm" busy={saving} icon={<Check aria-hidden="true" className="size-4" />}>
          {saving ? OPTIONS_TEXTS.saving : OPTIONS_TEXTS.save}
        </Button>
        <Button size="sm" variant="secondary" disabled={saving} icon={<X aria-hidden="true" className="size-4" />} onClick={onCancel}>
          {OPTIONS_TEXTS.cancel}
        </Button>
        {error && (
          <p id={`${inputId}-error`} className="w-full text-xs font-medium text-red-700">
            {error}
          </p>
        )}
      </form>
    </li>
  );
}
