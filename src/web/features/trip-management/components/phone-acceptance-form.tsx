import { useId, useState } from 'react';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { Field, Input, Select } from '@/web/components/ui/field';
import { errorText } from '@/web/lib/api-client';
import { CENTER_ACTION_UI } from '@/web/lib/center-action-ui-texts';
import { useAgenciesForLevel, useAgencyUnits, usePhoneAcceptance } from '../api/center-actions';

const PHONE_TEXTS = CENTER_ACTION_UI.phone;
const WHO_MAX = 100;

/**
 * An agency said yes on the phone: the coordinator names it, the unit it named if any, and who said yes, and confirms;
 * the trip is then that agency's as if it had accepted it itself.
 */
export function PhoneAcceptanceForm({ trip, onDone }: { trip: TripDetails; onDone(): void }) {
  const id = useId();
  const record = usePhoneAcceptance(onDone);
  const agencies = useAgenciesForLevel(trip.hospitalId, trip.transportLevel);
  const [agencyId, setAgencyId] = useState('');
  const [unitId, setUnitId] = useState('');
  const [acceptedBy, setAcceptedBy] = useState('');
  const [confirming, setConfirming] = useState(false);
  const units = useAgencyUnits(agencyId);
  const agency = agencies.data?.find((a) => a.id === agencyId);
  const who = acceptedBy.trim();
  const send = () =>
    record.mutate({ tripId: trip.id, agencyId, acceptedBy: who, ...(unitId && { unitId }) }, { onSettled: () => setConfirming(false) });
  return (
    <form
      aria-label={PHONE_TEXTS.title}
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (agency && who) setConfirming(true);
      }}
    >
      <p className="text-sm text-slate-600">{PHONE_TEXTS.hint}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${id}-agency`} label={PHONE_TEXTS.agency} required>
          <Select
            id={`${id}-agency`}
            required
            value={agencyId}
            disabled={agencies.isPending}
            onChange={(e) => {
              setAgencyId(e.target.value);
              setUnitId('');
            }}
          >
            <option value="">{PHONE_TEXTS.chooseAgency}</option>
            {agencies.data?.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-unit`} label={PHONE_TEXTS.unit}>
          <Select id={`${id}-unit`} value={unitId} disabled={agencyId === '' || units.isPending} onChange={(e) => setUnitId(e.target.value)}>
            <option value="">{agencyId !== '' && units.isPending ? PHONE_TEXTS.loadingUnits : PHONE_TEXTS.noUnit}</option>
            {units.data?.data
              .filter((u) => u.isActive)
              .map((u) => (
                <option key={u.id} value={u.id}>
                  {u.unitNumber}
                </option>
              ))}
          </Select>
        </Field>
        <Field id={`${id}-who`} label={PHONE_TEXTS.acceptedBy} required hint={PHONE_TEXTS.acceptedByHint} className="sm:col-span-2">
          <Input
            id={`${id}-who`}
            required
            maxLength={WHO_MAX}
            autoComplete="off"
            aria-describedby={`${id}-who-hint`}
            value={acceptedBy}
            onChange={(e) => setAcceptedBy(e.target.value)}
          />
        </Field>
      </div>
      <Button type="submit" size="sm" disabled={!agency || !who}>
        {PHONE_TEXTS.record}
      </Button>
      {agencies.isError && <Alert tone="error">{errorText(agencies.error, CENTER_ACTION_UI.reoffer.agenciesFailed)}</Alert>}
      {record.isError && <Alert tone="error">{errorText(record.error, PHONE_TEXTS.failed)}</Alert>}
      {confirming && agency && (
        <ConfirmDialog
          open
          title={PHONE_TEXTS.confirmTitle}
          message={PHONE_TEXTS.confirmMessage(agency.name, who)}
          confirmLabel={record.isPending ? PHONE_TEXTS.busy : PHONE_TEXTS.confirm}
          cancelLabel={PHONE_TEXTS.keep}
          busy={record.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={send}
        />
      )}
    </form>
  );
}
