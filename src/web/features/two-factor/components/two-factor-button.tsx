import { ShieldCheck } from 'lucide-react';
import { Suspense, useState } from 'react';
import { TWO_FACTOR_TEXTS } from '@/domain/session/two-factor-texts';
import { Button, type ButtonProps } from '@/web/components/ui/button';
import { preloadable } from '@/web/lib/preloadable';

// fetched when a pointer rests on the button or the keyboard reaches it, so that the click finds it loaded
const TwoFactorDialog = preloadable(() => import('./two-factor-dialog'));
const preload = () => void TwoFactorDialog.preload().catch(() => undefined);

/** "Two-factor sign-in" beside Change Password in every shell: the dialog of the user's own second factor. */
export function TwoFactorButton(props: Omit<ButtonProps, 'onClick' | 'children'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<ShieldCheck aria-hidden="true" className="size-4" />} onClick={() => setOpen(true)} onPointerEnter={preload} onFocus={preload} {...props}>
        {TWO_FACTOR_TEXTS.title}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <TwoFactorDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
