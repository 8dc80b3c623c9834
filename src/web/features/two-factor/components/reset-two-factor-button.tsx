import { ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { TWO_FACTOR_TEXTS } from '@/domain/session/two-factor-texts';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Modal } from '@/web/components/ui/modal';
import { errorText } from '@/web/lib/api-client';
import { useCall } from '@/web/lib/use-call';
import { resetUserTwoFactor } from '../api/own-two-factor';

/** An administrator's Reset two-factor on another user's row: asks first, then says what the server did. */
export function ResetTwoFactorButton({ userId, name }: { userId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const reset = useCall(() => resetUserTwoFactor(userId));
  const close = () => {
    setOpen(false);
    reset.reset();
  };
  return (
    <>
      <Button size="sm" variant="secondary" icon={<ShieldOff aria-hidden="true" className="size-4" />} onClick={() => setOpen(true)}>
        {TWO_FACTOR_TEXTS.reset}
        <span className="sr-only"> {name}</span>
      </Button>
      <Modal
        open={open}
        onClose={close}
        title={TWO_FACTOR_TEXTS.reset}
        footer={
          reset.isSuccess ? (
            <Button onClick={close}>{TWO_FACTOR_TEXTS.close}</Button>
          ) : (
            <>
              <Button variant="secondary" onClick={close}>
                {TWO_FACTOR_TEXTS.cancel}
              </Button>
              <Button variant="danger" busy={reset.isPending} onClick={() => reset.mutate(undefined)}>
                {TWO_FACTOR_TEXTS.reset}
              </Button>
            </>
          )
        }
      >
        {reset.isSuccess ? (
          <Alert tone="success">{TWO_FACTOR_TEXTS.resetDone(name)}</Alert>
        ) : (
          <div className="space-y-3">
            {reset.isError && <Alert tone="error">{errorText(reset.error, TWO_FACTOR_TEXTS.failed)}</Alert>}
            <p className="text-sm text-slate-700">{TWO_FACTOR_TEXTS.resetConfirm(name)}</p>
          </div>
        )}
      </Modal>
    </>
  );
}
