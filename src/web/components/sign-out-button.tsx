import { LogOut } from 'lucide-react';
import { useSignOut } from '../features/session';
import { UI } from '../lib/ui-texts';
import { Button, type ButtonProps } from './ui/button';

/** Revokes the session on the server, clears storage and returns to the role selection. */
export function SignOutButton({ label, ...props }: { label: string } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const signOut = useSignOut();
  return (
    <Button
      icon={<LogOut aria-hidden="true" className="size-4" />}
      busy={signOut.isPending}
      onClick={() => signOut.mutate()}
      {...props}
    >
      {signOut.isPending ? UI.signingOut : label}
    </Button>
  );
}
