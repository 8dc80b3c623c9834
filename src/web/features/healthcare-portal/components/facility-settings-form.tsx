import { Save } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { SessionUser } from '../../../../domain/auth';
import { FACILITY_TYPES, US_STATES } from '../../../../domain/choices';
import { facilitySettingsBody, type FacilitySettingsBody } from '../../../../domain/facility-settings';
import { FACILITY_SETTINGS as S, PORTAL_BANNER_MS } from '../../../../domain/healthcare-portal-texts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { choiceOptions } from '../../../components/ui/choice-options';
import { Field, fieldErrorProps, Input, Select } from '../../../components/ui/field';
import { errorText } from '../../../lib/api-client';
import { orgFormMessage } from '../../../lib/org-form-message';
import { PORTAL_UI } from '../../../lib/portal-ui-texts';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useUpdateFacilitySettings } from '../api/update-facility-settings';
import type { FacilitySettingsValues } from '../api/get-facility-settings';

type Name = keyof FacilitySettingsValues;
const L = S.labels;
// no required markers (part 2 §5), but the server keeps a facility's name: a blank one is refused here first
const resolver = schemaResolver(facilitySettingsBody, (v: FacilitySettingsValues) => ({ ...v, facilityType: v.facilityType || undefined }), orgFormMessage(L, ['facilityName']));

/**
 * The Settings tab's facility form (spec part 2 §2): Save Changes sends every field; the success banner stays 3 s,
 * then the view returns to Overview (`onDone`), with the header showing the new name.
 */
export function FacilitySettingsForm({
  initial,
  onSaved,
  onDone,
}: {
  initial: FacilitySettingsValues;
  onSaved(answer: { user: SessionUser }): void;
  onDone(): void;
}) {
  const form = useForm<FacilitySettingsValues, unknown, FacilitySettingsBody>({ defaultValues: initial, resolver });
  const { register, formState } = form;
  const save = useUpdateFacilitySettings();
  const banner = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!save.isSuccess) return;
    banner.current?.focus();
    const timer = window.setTimeout(onDone, PORTAL_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [save.isSuccess, onDone]);

  const id = (name: Name) => `facility-${name}`;
  const control = (name: Name) => ({ id: id(name), ...fieldErrorProps(id(name), formState.errors[name]?.message), ...register(name) });
  const field = (name: Name, input: ReactNode, className?: string) => (
    <Field id={id(name)} label={L[name]} error={formState.errors[name]?.message} className={className}>
      {input}
    </Field>
  );

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((body) => save.mutate(body, { onSuccess: (answer) => onSaved(answer) }))}
      className="mx-auto max-w-3xl space-y-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{PORTAL_UI.settings.title}</h2>
        <p className="text-sm text-slate-600">{PORTAL_UI.settings.intro}</p>
      </div>
      {save.isSuccess && (
        <Alert tone="success" ref={banner}>
          {S.updated}
        </Alert>
      )}
      <fieldset disabled={save.isPending || save.isSuccess} className="grid min-w-0 gap-4 sm:grid-cols-2">
        {field('facilityName', <Input autoComplete="organization" maxLength={200} {...control('facilityName')} />)}
        {field(
          'facilityType',
          <Select {...control('facilityType')}>
            <option value="">{PORTAL_UI.settings.chooseType}</option>
            {choiceOptions(FACILITY_TYPES)}
          </Select>,
        )}
        {field('email', <Input type="email" autoComplete="email" maxLength={254} {...control('email')} />)}
        {field('phone', <Input type="tel" autoComplete="tel" maxLength={40} {...control('phone')} />)}
        {field('address', <Input autoComplete="street-address" maxLength={200} {...control('address')} />, 'sm:col-span-2')}
        {field('city', <Input autoComplete="address-level2" maxLength={100} {...control('city')} />)}
        <div className="grid grid-cols-2 gap-4">
          {field(
            'state',
            <Select autoComplete="address-level1" {...control('state')}>
              <option value="">{PORTAL_UI.settings.chooseState}</option>
              {choiceOptions(US_STATES)}
            </Select>,
          )}
          {field('zipCode', <Input inputMode="numeric" autoComplete="postal-code" maxLength={10} {...control('zipCode')} />)}
        </div>
      </fieldset>
      {save.isError && <Alert tone="error">{errorText(save.error, S.updateFailed)}</Alert>}
      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
        <Button
          variant="secondary"
          disabled={save.isPending}
          onClick={() => {
            form.reset(initial);
            save.reset();
            onDone();
          }}
        >
          {S.cancel}
        </Button>
        <Button type="submit" busy={save.isPending} disabled={save.isSuccess} icon={<Save aria-hidden="true" className="size-4" />}>
          {save.isPending ? S.saving : S.save}
        </Button>
      </div>
    </form>
  );
}
