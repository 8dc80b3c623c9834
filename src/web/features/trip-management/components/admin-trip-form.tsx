import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ADMIN_TRIP_BANNER_MS, ADMIN_TRIP_MESSAGES, adminTripProblem, type AdminTripInput } from '@/domain/trips/admin-trip-request';
import { TRANSPORT_LEVELS, TRIP_PRIORITIES, type TransportLevel, type TripPriority } from '@/domain/common/enums';
import { ADMIN_TRIP_FORM, TRIP_MANAGEMENT } from '@/domain/trips/trip-management-texts';
import { TRIP_PRIORITY_LABELS } from '@/domain/common/code-labels';
import { Alert } from '@/web/components/ui/alert';
import { DuplicateTripDialog, duplicateOf, type DuplicateTrip } from '@/web/components/duplicate-dialog';
import { Button } from '@/web/components/ui/button';
import { ErrorPanel } from '@/web/components/ui/error-panel';
import { controlClass, Field, Input, Select } from '@/web/components/ui/field';
import { IconButton } from '@/web/components/ui/icon-button';
import { labelledChoices, Options } from '@/web/components/ui/options';
import { serverTextOr } from '@/web/lib/api-client';
import { localInstant } from '@/web/lib/local-instant';
import { cityStateZip } from '@/web/lib/place-text';
import { useFlashMessage } from '@/web/lib/use-flash-message';
import { useDraftedForm } from '@/web/features/session';
import { PatientIdField } from '@/web/features/trip-requests';
import { useCreateAdminTrip } from '../api/create-admin-trip';
import { useActivePlaces } from '../api/get-active-places';

interface AdminTripValues {
  originFacilityId: string;
  destinationFacilityId: string;
  patientId: string;
  transportLevel: TransportLevel;
  priority: TripPriority;
  specialRequirements: string;
  readyStart: string;
  readyEnd: string;
  isolation: boolean;
  bariatric: boolean;
}

/** The form's starting values: BLS, MEDIUM, no isolation, not bariatric. */
const EMPTY: AdminTripValues = {
  originFacilityId: '',
  destinationFacilityId: '',
  patientId: '',
  transportLevel: 'BLS',
  priority: 'MEDIUM',
  specialRequirements: '',
  readyStart: '',
  readyEnd: '',
  isolation: false,
  bariatric: false,
};

/** The form's draft, kept on the device while it is filled in. */
export const ADMIN_TRIP_DRAFT = 'admin-trip';

const LEVEL_CHOICES = TRANSPORT_LEVELS.map((l) => ({ value: l, label: l }));
const PRIORITY_CHOICES = labelledChoices(TRIP_PRIORITIES, TRIP_PRIORITY_LABELS);
const checkboxClass = 'mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-blue-700';

/**
 * Create Transport Request: POST /api/trips for any two places of the directory. One message at a time, the required
 * fields' before the ready window's; on success the banner shows for 5 s, the form empties and the list reloads.
 */
export function AdminTripForm({ onClose }: { onClose(): void }) {
  const id = useId();
  const places = useActivePlaces();
  const create = useCreateAdminTrip();
  const flash = useFlashMessage(ADMIN_TRIP_BANNER_MS);
  const banner = useRef<HTMLDivElement>(null);
  const { form, clearDraft } = useDraftedForm<AdminTripValues>(ADMIN_TRIP_DRAFT, { defaultValues: EMPTY });
  const { register, handleSubmit, reset, setValue } = form;
  const field = (name: keyof AdminTripValues) => `${id}-${name}`;

  // the banner sits above the form: bring it into view (and to a screen reader's attention) when it appears
  useEffect(() => {
    if (flash.message) banner.current?.focus();
  }, [flash.message]);

  const submit = handleSubmit((values) => {
    const body: AdminTripInput = { ...values, readyStart: localInstant(values.readyStart), readyEnd: localInstant(values.readyEnd) };
    const problem = adminTripProblem(body, new Date());
    if (problem) return flash.failure(problem);
    flash.clear();
    send(body);
  });
  // the open request this one repeats, as the server named it: the coordinator requests a second one or goes back
  const [duplicate, setDuplicate] = useState<{ match: DuplicateTrip; body: AdminTripInput } | null>(null);
  const send = (body: AdminTripInput) =>
    create.mutate(body, {
      onSuccess: () => {
        clearDraft();
        reset(EMPTY);
        flash.success(ADMIN_TRIP_MESSAGES.created);
      },
      onError: (err) => {
        const match = duplicateOf<DuplicateTrip>(err);
        if (match) setDuplicate({ match, body });
        else flash.failure(serverTextOr(err, ADMIN_TRIP_MESSAGES.createFailed));
      },
    });

  const placeChoices = (places.data ?? []).map((f) => {
    const where = cityStateZip(f);
    return { value: f.id, label: where ? `${f.name} — ${where}` : f.name };
  });
  const placeSelect = (name: 'originFacilityId' | 'destinationFacilityId') => (
    <Field id={field(name)} label={ADMIN_TRIP_FORM.labels[name]} required>
      <Select id={field(name)} disabled={!places.data} {...register(name)}>
        <option value="">{places.isPending ? ADMIN_TRIP_FORM.placesLoading : ADMIN_TRIP_FORM.choosePlace}</option>
        <Options choices={placeChoices} />
      </Select>
    </Field>
  );

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-blue-200 bg-white shadow-sm">
      <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <div>
          <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
            {ADMIN_TRIP_FORM.title}
          </h3>
          <p className="text-sm text-slate-600">{ADMIN_TRIP_FORM.intro}</p>
        </div>
        <IconButton label={ADMIN_TRIP_FORM.close} icon={<X aria-hidden="true" className="size-5" />} onClick={onClose} className="text-slate-500 hover:bg-slate-100" />
      </div>
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4 p-4">
        {flash.message && (
          <Alert ref={banner} tone={flash.message.tone}>
            {flash.message.text}
          </Alert>
        )}
        {places.isError && (
          <ErrorPanel message={ADMIN_TRIP_MESSAGES.loadPlacesFailed} retryLabel={TRIP_MANAGEMENT.retry} busy={places.isFetching} onRetry={() => void places.refetch()} />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          {placeSelect('originFacilityId')}
          {placeSelect('destinationFacilityId')}
          <PatientIdField
            id={field('patientId')}
            label={ADMIN_TRIP_FORM.labels.patientId}
            hint={ADMIN_TRIP_FORM.hints.patientId}
            generateLabel={ADMIN_TRIP_FORM.generateId}
            field={register('patientId')}
            onGenerate={(patientId) => setValue('patientId', patientId, { shouldDirty: true })}
          />
          <div className="grid grid-cols-2 gap-4">
            <Field id={field('transportLevel')} label={ADMIN_TRIP_FORM.labels.transportLevel}>
              <Select id={field('transportLevel')} {...register('transportLevel')}>
                <Options choices={LEVEL_CHOICES} />
              </Select>
            </Field>
            <Field id={field('priority')} label={ADMIN_TRIP_FORM.labels.priority}>
              <Select id={field('priority')} {...register('priority')}>
                <Options choices={PRIORITY_CHOICES} />
              </Select>
            </Field>
          </div>
          <Field id={field('readyStart')} label={ADMIN_TRIP_FORM.labels.readyStart} required>
            <Input id={field('readyStart')} type="datetime-local" {...register('readyStart')} />
          </Field>
          <Field id={field('readyEnd')} label={ADMIN_TRIP_FORM.labels.readyEnd} required>
            <Input id={field('readyEnd')} type="datetime-local" {...register('readyEnd')} />
          </Field>
          <Field id={field('specialRequirements')} label={ADMIN_TRIP_FORM.labels.specialRequirements} className="sm:col-span-2">
            <textarea id={field('specialRequirements')} rows={2} maxLength={1000} className={controlClass} {...register('specialRequirements')} />
          </Field>
          <div className="flex flex-wrap gap-x-8 gap-y-3 sm:col-span-2">
            {(['isolation', 'bariatric'] as const).map((name) => (
              <div key={name} className="flex items-start gap-2">
                <input id={field(name)} type="checkbox" className={checkboxClass} aria-describedby={`${field(name)}-hint`} {...register(name)} />
                <div>
                  <label htmlFor={field(name)} className="text-sm font-medium text-slate-800">
                    {ADMIN_TRIP_FORM.labels[name]}
                  </label>
                  <p id={`${field(name)}-hint`} className="text-xs text-slate-500">
                    {ADMIN_TRIP_FORM.hints[name]}
                  </p>
                </div>
              </div>
            ))}
          </div>
        </div>
        <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
          <Button
            variant="secondary"
            onClick={() => {
              clearDraft();
              reset(EMPTY);
              flash.clear();
            }}
          >
            {ADMIN_TRIP_FORM.reset}
          </Button>
          <Button type="submit" busy={create.isPending}>
            {create.isPending ? ADMIN_TRIP_FORM.submitting : ADMIN_TRIP_FORM.submit}
          </Button>
        </div>
      </form>
      <DuplicateTripDialog
        match={duplicate?.match ?? null}
        onCancel={() => setDuplicate(null)}
        onConfirm={() => {
          const body = duplicate!.body;
          setDuplicate(null);
          send({ ...body, allowDuplicate: true });
        }}
      />
    </section>
  );
}
