import { lazy, Suspense, useState } from 'react';
import { ACCOUNT_PASSWORD_TEXTS } from '@/domain/session/account-password';
import { Button } from '@/web/components/ui/button';

// the dialog and its form code load on the first click, not with every login screen
const ForgotPasswordDialog = lazy(() => import('./forgot-password-dialog'));

/** "Forgot password?" under every login form: asks for the account's e-mail and has a reset link sent to it. */
export function ForgotPasswordLink() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="link" size="sm" onClick={() => setOpen(true)}>
        {ACCOUNT_PASSWORD_TEXTS.forgotPassword}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
