import { useCallback, useEffect, useState } from 'react';
import { POSITION_REPORT_SECONDS } from '@/domain/units/unit-positions';
import { useSignedInUser } from '@/web/features/session';
import { positionNow, readSharingAllowed, REPORT_POSITION, storeSharingAllowed } from './phone-position';
import { enqueuePosition, readPositions, watchPositions } from './position-queue-store';
import { newPhoneId } from './phone-id';

/**
 * The phone's position reports: with the crew's consent and while `reporting` (the current trip between En route and
 * At destination), one position at once and then one every 30 seconds, each queued on the phone and handed to `send`
 * (which sends the steps first, then the positions). Answers the consent, its switch, and how many positions wait.
 */
export function usePositionReporting(reporting: boolean, send: () => Promise<void>) {
  const me = useSignedInUser().id;
  const [sharing, setSharing] = useState(readSharingAllowed);
  const [waiting, setWaiting] = useState(0);

  const allowSharing = useCallback((allowed: boolean) => {
    storeSharingAllowed(allowed);
    setSharing(allowed);
  }, []);

  useEffect(() => {
    const count = () => void readPositions(me).then((kept) => setWaiting(kept.length));
    count();
    return watchPositions(count);
  }, [me]);

  useEffect(() => {
    if (!sharing || !reporting) return;
    let on = true;
    const report = async () => {
      const position = await positionNow(REPORT_POSITION);
      if (!on || !position) return;
      await enqueuePosition({ id: newPhoneId(), at: new Date().toISOString(), ...position }, me);
      await send();
    };
    void report();
    const timer = window.setInterval(() => void report(), POSITION_REPORT_SECONDS * 1000);
    return () => {
      on = false;
      window.clearInterval(timer);
    };
  }, [sharing, reporting, me, send]);

  return { sharing, allowSharing, waiting };
}
