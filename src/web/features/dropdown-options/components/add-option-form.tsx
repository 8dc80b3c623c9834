import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/web/components/ui/button';
import { Field, fieldErrorProps, Input } from '@/web/components/ui/field';
import type { DropdownCategory } from '@/domain/common/enums';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { optionValueProblem } from '../option-value-problem';

const OPTIONS_TEXTS = PORTAL_UI.options;

/** The new-option field and Add Option; a value the server would refuse (blank, whitespace) is refused here first. */
export function AddOptionForm({
  category,
  categoryLabel,
  busy,
  onAdd,
}: {
  category: DropdownCategory;
  categoryLabel: string;
  busy: boolean;
  /** Resolves true when the option was added, so the field empties for the next one. */
  onAdd(value: string): Promise<boolean>;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = optionValueProblem(category, value);
    if (problem) {
      setError(problem);
      return;
    }
    if (await onAdd(value.trim())) setValue('');
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-wrap items-end gap-3">
      <Field id="new-option" label={OPTIONS_TEXTS.newOption} error={error} className="min-w-0 flex-1 basis-56">
        <Input
          id="new-option"
          value={value}
          maxLength={200}
          placeholder={OPTIONS_TEXTS.newPlaceholder(categoryLabel)}
          onChange={(e) => {
            setValue(e.target.value);
            setError(undefined);
          }}
          {...fieldErrorProps('new-option', error)}
        />
      </Field>
      <Button type="submit" busy={busy} icon={<Plus aria-hidden="true" className="size-4" />}>
        {busy ? OPTIONS_TEXTS.adding : OPTIONS_TEXTS.add}
      </Button>
    </form>
  );
}
