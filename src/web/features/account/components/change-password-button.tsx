import { KeyRound } from 'lucide-react';
import { Suspense, useState } from 'react';
import { ACCOUNT_PASSWORD_TEXTS } from '@/domain/session/account-password';
import { Button, type ButtonProps } from '@/web/components/ui/button';
import { preloadable } from '@/web/lib/preloadable';

// fetched when a pointer rests on the button or the keyboard reaches it, so that the click finds it loaded
const ChangePasswordDialog = preloadable(() => import('./change-password-dialog'));
const preload = () => void ChangePasswordDialog.preload().catch(() => undefined);

/** "Change Password" beside Sign Out in every shell: a dialog asking the current password and the new one twice. */
export function ChangePasswordButton(props: Omit<ButtonProps, 'onClick' | 'children'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<KeyRound aria-hidden="true" className="size-4" />} onClick={() => setOpen(true)} onPointerEnter={preload} onFocus={preload} {...props}>
        {ACCOUNT_PASSWORD_TEXTS.changePassword}
      </Button>
      {/* a dialog opened before its code arrived appears once it has, the screen behind it untouched meanwhile */}
      {open && (
        <Suspense fallback={null}>
          <ChangePasswordDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
