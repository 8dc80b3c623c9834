import { Brand } from '@/web/components/brand';
import { Button } from '@/web/components/ui/button';
import { SCREEN } from '@/domain/common/messages';
import { useSignOut } from '@/web/features/session';
import { forgetCachedTrips } from '../pwa/crew-service-worker';

/** The crew app's bar: the mark, and signing out, which also drops the trips kept on the phone for offline use. */
export function CrewHeader() {
  const signOut = useSignOut();
  return (
    <header className="sticky top-0 z-10 border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-md items-center justify-between gap-3 px-4 py-2">
        <Brand compact />
        <Button variant="ghost" className="min-h-11" busy={signOut.isPending} onClick={() => void forgetCachedTrips().finally(() => signOut.mutate())}>
          {SCREEN.signOut}
        </Button>
      </div>
    </header>
  );
}
