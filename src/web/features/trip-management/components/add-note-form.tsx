import { useId } from 'react';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { controlClass, Field } from '@/web/components/ui/field';
import { errorText } from '@/web/lib/api-client';
import { CENTER_ACTION_UI } from '@/web/lib/center-action-ui-texts';
import { useDraftedState } from '@/web/features/session';
import { useAddNote } from '../api/center-actions';

const NOTE_TEXTS = CENTER_ACTION_UI.note;
const NO_NOTE = { note: '' };
const NOTE_MAX = 1000;

/** A note added to the trip's timeline; what is being typed is kept as a draft until it is added. */
export function AddNoteForm({ tripId, onDone }: { tripId: string; onDone(): void }) {
  const id = useId();
  const [values, setValues] = useDraftedState(`center-note:${tripId}`, NO_NOTE);
  const add = useAddNote(() => {
    setValues(NO_NOTE);
    onDone();
  });
  const note = values.note.trim();
  return (
    <form
      aria-label={NOTE_TEXTS.save}
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (note !== '') add.mutate({ tripId, note });
      }}
    >
      <Field id={id} label={NOTE_TEXTS.label} required hint={NOTE_TEXTS.hint}>
        <textarea
          id={id}
          rows={3}
          required
          maxLength={NOTE_MAX}
          aria-describedby={`${id}-hint`}
          className={controlClass}
          value={values.note}
          onChange={(e) => setValues({ note: e.target.value })}
        />
      </Field>
      <Button type="submit" size="sm" busy={add.isPending} disabled={note === ''}>
        {add.isPending ? NOTE_TEXTS.busy : NOTE_TEXTS.save}
      </Button>
      {add.isError && <Alert tone="error">{errorText(add.error, NOTE_TEXTS.failed)}</Alert>}
    </form>
  );
}
