import { useForm, useWatch } from 'react-hook-form';
import { UNIT_CAPABILITY_LABELS, UNITS_SCREEN } from '@/domain/portals/control-center-screens';
import { UNIT_STATUS_LABELS, UNIT_TYPE_LABELS } from '@/domain/common/code-labels';
import { UNIT_CAPABILITIES, UNIT_STATUSES, UNIT_TYPES, type UnitCapability, type UnitStatus, type UnitType } from '@/domain/common/enums';
import { UNIT_FORM_DEFAULTS, UNIT_MESSAGES, UNIT_TEXTS, type UnitCreateBody } from '@/domain/units/unit-forms';
import type { UnitView } from '@/domain/units/unit-answers';
import { Alert } from '@/web/components/ui/alert';
import { Field, fieldErrorProps, Input, Select } from '@/web/components/ui/field';
import { FormModal } from '@/web/components/ui/form-modal';
import { useFormModal } from '@/web/components/ui/use-form-modal';
import { labelledChoices, Options } from '@/web/components/ui/options';
import { serverTextOr } from '@/web/lib/api-client';
import type { UnitAgency } from '../api/get-unit-agencies';
import { useCreateUnit } from '../api/create-unit';
import { useUpdateUnit } from '../api/update-unit';
import { CustomCapabilities } from './custom-capabilities';

const T = UNITS_SCREEN;
const FORM_TEXTS = T.form;

interface UnitFormValues {
  agencyId: string;
  unitNumber: string;
  type: UnitType;
  capabilities: UnitCapability[];
  customCapabilities: string[];
  currentStatus: UnitStatus;
  isActive: boolean;
}

const startValues = (unit: UnitView | null, agencyId: string): UnitFormValues =>
  unit
    ? {
        agencyId: unit.agencyId,
        unitNumber: unit.unitNumber,
        type: unit.type,
        capabilities: unit.capabilities,
        customCapabilities: unit.customCapabilities,
        currentStatus: unit.currentStatus,
        isActive: unit.isActive,
      }
    : { ...UNIT_FORM_DEFAULTS, agencyId };

/** The body both calls send; custom capabilities count only while CUSTOM is ticked. */
function unitBody(values: UnitFormValues, withAgency: boolean): UnitCreateBody {
  return {
    unitNumber: values.unitNumber.trim(),
    type: values.type,
    capabilities: values.capabilities,
    customCapabilities: values.capabilities.includes('CUSTOM') ? values.customCapabilities : [],
    isActive: values.isActive,
    currentStatus: values.currentStatus,
    ...(withAgency ? { agencyId: values.agencyId } : {}),
  };
}

/**
 * Add Unit / Edit Unit. `agencies` given (the control center): the unit's agency is chosen here;
 * otherwise the server puts the unit in the caller's own agency.
 */
export function UnitFormModal({
  open,
  unit,
  agencies,
  defaultAgencyId = '',
  onClose,
}: {
  open: boolean;
  unit: UnitView | null;
  agencies?: readonly UnitAgency[] | undefined;
  defaultAgencyId?: string;
  onClose(): void;
}) {
  const create = useCreateUnit();
  const update = useUpdateUnit();
  const { formId, close, modal } = useFormModal(onClose, create, update);
  const save = (values: UnitFormValues) => {
    const body = unitBody(values, agencies !== undefined);
    if (unit) update.mutate({ id: unit.id, body }, { onSuccess: close });
    else create.mutate(body, { onSuccess: close });
  };
  return (
    <FormModal open={open} {...T.dialogs[unit ? 'edit' : 'add']} {...modal}>
      <UnitForm
        {...{ formId, unit, agencies, defaultAgencyId }}
        error={create.error ?? update.error}
        onSubmit={save}
      />
    </FormModal>
  );
}

function UnitForm({
  formId,
  unit,
  agencies,
  defaultAgencyId,
  error,
  onSubmit,
}: {
  formId: string;
  unit: UnitView | null;
  agencies: readonly UnitAgency[] | undefined;
  defaultAgencyId: string;
  error: unknown;
  onSubmit(values: UnitFormValues): void;
}) {
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors },
  } = useForm<UnitFormValues>({ defaultValues: startValues(unit, defaultAgencyId) });
  const [capabilities, customCapabilities] = useWatch({ control, name: ['capabilities', 'customCapabilities'] });
  const id = (field: string) => `${formId}-${field}`;

  return (
    <form id={formId} noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      {error !== null && <Alert tone="error">{serverTextOr(error, UNIT_MESSAGES.saveFailed)}</Alert>}
      {agencies && (
        <Field id={id('agency')} error={errors.agencyId?.message} label={FORM_TEXTS.agency} required>
          <Select
            id={id('agency')}
            {...fieldErrorProps(id('agency'), errors.agencyId?.message)}
            {...register('agencyId', { validate: (v) => v !== '' || FORM_TEXTS.agencyRequired })}
          >
            <option value="">{FORM_TEXTS.chooseAgency}</option>
            <Options choices={agencies.map((a) => ({ value: a.id, label: a.name }))} />
          </Select>
        </Field>
      )}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field id={id('number')} error={errors.unitNumber?.message} label={FORM_TEXTS.unitNumber} required>
          <Input
            id={id('number')}
            maxLength={40}
            autoComplete="off"
            placeholder={FORM_TEXTS.unitNumberPlaceholder(UNIT_TEXTS.unitNumberExample)}
            {...fieldErrorProps(id('number'), errors.unitNumber?.message)}
            {...register('unitNumber', { validate: (v) => v.trim() !== '' || FORM_TEXTS.unitNumberRequired })}
          />
        </Field>
        <Field id={id('type')} label={FORM_TEXTS.type}>
          <Select id={id('type')} {...register('type')}>
            <Options choices={labelledChoices(UNIT_TYPES, UNIT_TYPE_LABELS)} />
          </Select>
        </Field>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{FORM_TEXTS.capabilities}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {UNIT_CAPABILITIES.map((c) => (
            <label key={c} className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-checked:border-blue-300 has-checked:bg-blue-50">
              <input type="checkbox" value={c} className="size-4 accent-blue-700" {...register('capabilities')} />
              {UNIT_CAPABILITY_LABELS[c]}
            </label>
          ))}
        </div>
      </fieldset>
      {capabilities.includes('CUSTOM') && (
        <CustomCapabilities
          id={id('custom')}
          value={customCapabilities}
          onChange={(next) => setValue('customCapabilities', next, { shouldDirty: true })}
        />
      )}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field id={id('status')} label={FORM_TEXTS.status}>
          <Select id={id('status')} {...register('currentStatus')}>
            <Options choices={labelledChoices(UNIT_STATUSES, UNIT_STATUS_LABELS)} />
          </Select>
        </Field>
        <label className="flex items-center gap-2 self-end py-2 text-sm font-medium text-slate-800">
          <input type="checkbox" className="size-4 accent-blue-700" {...register('isActive')} />
          {FORM_TEXTS.active}
        </label>
      </div>
    </form>
  );
}
