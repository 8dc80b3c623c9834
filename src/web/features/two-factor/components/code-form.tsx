import { TWO_FACTOR_TEXTS } from '@/domain/session/two-factor-texts';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Field, Input } from '@/web/components/ui/field';
import { submittedValues } from '@/web/lib/form-values';

/** One code field and its button; recovery codes hold letters, so the field takes text, not digits alone. */
export function CodeForm({
  id,
  label,
  submitLabel,
  busy,
  error,
  onSubmit,
}: {
  id: string;
  label: string;
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit(code: string): void;
}) {
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        const { code } = submittedValues(event, ['code']);
        onSubmit(code.trim());
      }}
    >
      {error && <Alert tone="error">{error}</Alert>}
      <Field id={id} label={label}>
        <Input id={id} name="code" required autoComplete="one-time-code" autoCapitalize="none" spellCheck={false} maxLength={40} />
      </Field>
      <Button type="submit" busy={busy} className="w-full">
        {busy ? TWO_FACTOR_TEXTS.verifying : submitLabel}
      </Button>
    </form>
  );
}
