import { useMutation } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { LOGGED_OUT_QUERY, paths } from '@/web/app/paths';
import { Button } from '@/web/components/ui/button';
import { ORG_UI } from '@/web/lib/org-ui-texts';
import { logout, useSession } from '@/web/features/session';

/** The healthcare registration, opened by the logged-out app on load. */
export const HEALTHCARE_REGISTRATION = `${paths.home}?${LOGGED_OUT_QUERY.register}=healthcare`;

/**
 * Add Facility: a facility joins through its own registration, so the button ends the session (on the server too)
 * and opens that form, as the Add buttons of the lists do.
 */
export function AddHospitalButton() {
  const { endSession } = useSession();
  const signOut = useMutation({ mutationFn: logout, onSettled: () => endSession(HEALTHCARE_REGISTRATION) });
  return (
    <Button
      icon={<Plus aria-hidden="true" className="size-4" />}
      busy={signOut.isPending}
      title={ORG_UI.hospitals.addHospitalHint}
      onClick={() => signOut.mutate()}
    >
      {ORG_UI.hospitals.addHospital}
    </Button>
  );
}
