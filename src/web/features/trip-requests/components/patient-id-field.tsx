import { Wand2 } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { generatePatientId } from '@/domain/trips/patient-id';
import { Button } from '@/web/components/ui/button';
import { Field, Input } from '@/web/components/ui/field';

/** The patient id (an id only, never a name) with Generate ID beside it, for any transport request form. */
export function PatientIdField({
  id,
  label,
  hint,
  generateLabel,
  field,
  onGenerate,
}: {
  id: string;
  label: string;
  hint: string;
  generateLabel: string;
  field: UseFormRegisterReturn;
  onGenerate(patientId: string): void;
}) {
  return (
    <Field id={id} label={label} required hint={hint}>
      <div className="flex gap-2">
        <Input
          id={id}
          required
          maxLength={50}
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          aria-describedby={`${id}-hint`}
          {...field}
        />
        <Button
          variant="secondary"
          className="shrink-0"
          icon={<Wand2 aria-hidden="true" className="size-4" />}
          onClick={() => onGenerate(generatePatientId())}
        >
          {generateLabel}
        </Button>
      </div>
    </Field>
  );
}
