import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Enrolment, TwoFactorStatus } from '@/domain/session/two-factor-answers';
import { TWO_FACTOR_TEXTS } from '@/domain/session/two-factor-texts';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Modal } from '@/web/components/ui/modal';
import { errorText } from '@/web/lib/api-client';
import { useCall } from '@/web/lib/use-call';
import { useSignedInUser } from '@/web/features/session';
import { beginEnrolment, confirmEnrolment, getTwoFactorStatus, renewRecoveryCodes, setOrganisationRequirement, turnOff } from '../api/own-two-factor';
import { CodeForm } from './code-form';
import { EnrolmentPanel } from './enrolment-panel';
import { RecoveryCodesPanel } from './recovery-codes-panel';

const STATUS_KEY = ['two-factor-status'];

type View = { name: 'overview' } | { name: 'enrol'; enrolment: Enrolment } | { name: 'codes'; codes: string[] } | { name: 'renew' } | { name: 'off' };

const failure = (err: unknown) => errorText(err, TWO_FACTOR_TEXTS.failed);

/** The signed-in user's own second factor: set it up, make new recovery codes, turn it off, and an organisation's setting. */
export default function TwoFactorDialog({ onClose }: { onClose(): void }) {
  const status = useQuery({ queryKey: STATUS_KEY, queryFn: getTwoFactorStatus });
  const queryClient = useQueryClient();
  const [view, setView] = useState<View>({ name: 'overview' });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: STATUS_KEY });
  const backToOverview = () => {
    refresh();
    setView({ name: 'overview' });
  };

  const begin = useCall(beginEnrolment, (enrolment) => setView({ name: 'enrol', enrolment }));
  const confirm = useCall(confirmEnrolment, (codes) => setView({ name: 'codes', codes }));
  const renew = useCall(renewRecoveryCodes, (codes) => setView({ name: 'codes', codes }));
  const off = useCall(turnOff, backToOverview);

  return (
    <Modal
      open
      onClose={onClose}
      title={TWO_FACTOR_TEXTS.title}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {TWO_FACTOR_TEXTS.close}
        </Button>
      }
    >
      {status.isError && <Alert tone="error">{failure(status.error)}</Alert>}
      {status.isPending && <p className="text-sm text-slate-600">{TWO_FACTOR_TEXTS.loading}</p>}
      {status.data && view.name === 'overview' && (
        <Overview
          status={status.data}
          starting={begin.isPending}
          error={begin.isError ? failure(begin.error) : null}
          onStart={() => begin.mutate(undefined)}
          onRenew={() => setView({ name: 'renew' })}
          onTurnOff={() => setView({ name: 'off' })}
          onChanged={(next) => queryClient.setQueryData(STATUS_KEY, next)}
        />
      )}
      {view.name === 'enrol' && (
        <EnrolmentPanel enrolment={view.enrolment} busy={confirm.isPending} error={confirm.isError ? failure(confirm.error) : null} onConfirm={(code) => confirm.mutate(code)} />
      )}
      {view.name === 'codes' && <RecoveryCodesPanel codes={view.codes} doneLabel={TWO_FACTOR_TEXTS.recoveryDone} onDone={backToOverview} />}
      {view.name === 'renew' && (
        <CodeStep intro={TWO_FACTOR_TEXTS.newRecoveryIntro} submitLabel={TWO_FACTOR_TEXTS.newRecovery} call={renew} onCancel={() => setView({ name: 'overview' })} />
      )}
      {view.name === 'off' && <CodeStep intro={TWO_FACTOR_TEXTS.turnOffIntro} submitLabel={TWO_FACTOR_TEXTS.turnOff} call={off} onCancel={() => setView({ name: 'overview' })} />}
    </Modal>
  );
}

function Overview({
  status,
  starting,
  error,
  onStart,
  onRenew,
  onTurnOff,
  onChanged,
}: {
  status: TwoFactorStatus;
  starting: boolean;
  error: string | null;
  onStart(): void;
  onRenew(): void;
  onTurnOff(): void;
  onChanged(status: TwoFactorStatus): void;
}) {
  const organisation = useCall(setOrganisationRequirement, onChanged);
  // an administrator's organisation is the control center, whose setting covers its administrators
  const requirement =
    useSignedInUser().userType === 'ADMIN'
      ? { title: TWO_FACTOR_TEXTS.centerTitle, label: TWO_FACTOR_TEXTS.centerLabel, hint: TWO_FACTOR_TEXTS.centerHint }
      : { title: TWO_FACTOR_TEXTS.organisationTitle, label: TWO_FACTOR_TEXTS.organisationLabel, hint: TWO_FACTOR_TEXTS.organisationHint };
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{TWO_FACTOR_TEXTS.intro}</p>
      {error && <Alert tone="error">{error}</Alert>}
      <p className="text-sm font-medium text-slate-900">{status.enabled ? TWO_FACTOR_TEXTS.statusOn : TWO_FACTOR_TEXTS.statusOff}</p>
      {status.required && <p className="text-sm text-slate-700">{TWO_FACTOR_TEXTS.statusRequired}</p>}
      {status.enabled ? (
        <>
          <p className="text-sm text-slate-700">{TWO_FACTOR_TEXTS.recoveryLeft(status.recoveryCodesLeft)}</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button variant="secondary" onClick={onRenew}>
              {TWO_FACTOR_TEXTS.newRecovery}
            </Button>
            {!status.required && (
              <Button variant="danger" onClick={onTurnOff}>
                {TWO_FACTOR_TEXTS.turnOff}
              </Button>
            )}
          </div>
        </>
      ) : (
        <Button busy={starting} onClick={onStart} className="w-full sm:w-auto">
          {TWO_FACTOR_TEXTS.start}
        </Button>
      )}
      {status.canRequireForOrganisation && (
        <fieldset className="space-y-2 border-t border-slate-200 pt-4">
          <legend className="text-sm font-semibold text-slate-900">{requirement.title}</legend>
          {organisation.isError && <Alert tone="error">{failure(organisation.error)}</Alert>}
          <label className="flex items-start gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="mt-0.5 size-4"
              checked={status.organisationRequires}
              disabled={organisation.isPending}
              onChange={(event) => organisation.mutate(event.target.checked)}
            />
            {requirement.label}
          </label>
          <p className="text-xs text-slate-500">{requirement.hint}</p>
        </fieldset>
      )}
    </div>
  );
}

function CodeStep({
  intro,
  submitLabel,
  call,
  onCancel,
}: {
  intro: string;
  submitLabel: string;
  call: { isPending: boolean; isError: boolean; error: unknown; mutate(code: string): void };
  onCancel(): void;
}) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{intro}</p>
      <CodeForm id="two-factor-proof-code" label={TWO_FACTOR_TEXTS.codeLabel} submitLabel={submitLabel} busy={call.isPending} error={call.isError ? failure(call.error) : null} onSubmit={(code) => call.mutate(code)} />
      <Button variant="secondary" className="w-full" onClick={onCancel}>
        {TWO_FACTOR_TEXTS.cancel}
      </Button>
    </div>
  );
}
