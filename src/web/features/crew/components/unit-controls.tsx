import { useState } from 'react';
import type { crewTripsAnswer } from '@/domain/crew/crew-api';
import type { Wire } from '@/domain/common/answers';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { Switch } from '@/web/components/ui/switch';
import { errorText } from '@/web/lib/api-client';
import { CREW_APP_UI } from '@/web/lib/crew-app-ui-texts';
import { LIVE_MAP_UI } from '@/web/lib/live-map-ui-texts';
import { useCloseShift } from '../api/close-shift';
import { useSetUnitStatus } from '../api/set-unit-status';
import { readPositionAllowed, storePositionAllowed } from '../queue/phone-position';

type Unit = Wire<typeof crewTripsAnswer>['data']['unit'];
const UNIT_STATUS_TEXTS = CREW_APP_UI.unitStatus;

/**
 * The unit's own business: out of service and back (asked first), signing off or switching unit, and the two position
 * choices: with each step, and every 30 seconds while carrying a patient (`sharing`, with the positions still waiting).
 */
export function UnitControls({
  unit,
  sharing,
  onSharingChange,
  positionsWaiting,
}: {
  unit: Unit;
  sharing: boolean;
  onSharingChange(allowed: boolean): void;
  positionsWaiting: number;
}) {
  const setStatus = useSetUnitStatus();
  const closeShift = useCloseShift();
  const [asking, setAsking] = useState<'status' | 'signOff' | null>(null);
  const [positionAllowed, setPositionAllowed] = useState(readPositionAllowed);
  const out = unit.currentStatus === 'OUT_OF_SERVICE';
  const error = setStatus.error ?? closeShift.error;

  return (
    <section aria-label={CREW_APP_UI.shift.unitHeading(unit.unitNumber)} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4">
      {error && <Alert tone="error">{errorText(error, CREW_APP_UI.loadFailed)}</Alert>}
      <Switch
        id="crew-position"
        label={CREW_APP_UI.position.label}
        hint={CREW_APP_UI.position.hint}
        checked={positionAllowed}
        onChange={(event) => {
          storePositionAllowed(event.target.checked);
          setPositionAllowed(event.target.checked);
        }}
      />
      <Switch
        id="crew-position-sharing"
        label={LIVE_MAP_UI.sharing.label}
        hint={LIVE_MAP_UI.sharing.hint}
        checked={sharing}
        onChange={(event) => onSharingChange(event.target.checked)}
      />
      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {positionsWaiting > 0 && LIVE_MAP_UI.sharing.waiting(positionsWaiting)}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant={out ? 'primary' : 'secondary'} className="min-h-11" onClick={() => setAsking('status')}>
          {out ? UNIT_STATUS_TEXTS.backInService : UNIT_STATUS_TEXTS.outOfService}
        </Button>
        <Button variant="secondary" className="min-h-11" onClick={() => setAsking('signOff')}>
          {CREW_APP_UI.shift.switchUnit}
        </Button>
      </div>
      <ConfirmDialog
        open={asking === 'status'}
        title={out ? UNIT_STATUS_TEXTS.backTitle : UNIT_STATUS_TEXTS.outTitle}
        message={out ? UNIT_STATUS_TEXTS.backMessage(unit.unitNumber) : UNIT_STATUS_TEXTS.outMessage(unit.unitNumber)}
        confirmLabel={out ? UNIT_STATUS_TEXTS.backInService : UNIT_STATUS_TEXTS.outOfService}
        cancelLabel={CREW_APP_UI.shift.cancel}
        tone={out ? 'primary' : 'danger'}
        busy={setStatus.isPending}
        onConfirm={() => setStatus.mutate(out ? 'AVAILABLE' : 'OUT_OF_SERVICE', { onSettled: () => setAsking(null) })}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'signOff'}
        title={CREW_APP_UI.shift.signOffTitle}
        message={CREW_APP_UI.shift.signOffMessage(unit.unitNumber)}
        confirmLabel={CREW_APP_UI.shift.signOffConfirm}
        cancelLabel={CREW_APP_UI.shift.cancel}
        busy={closeShift.isPending}
        onConfirm={() => closeShift.mutate(undefined, { onSettled: () => setAsking(null) })}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
