import { MailCheck } from 'lucide-react';
import { SCREEN } from '@/domain/common/messages';
import { UI } from '@/web/lib/ui-texts';

/** Shown after a registration is accepted; the app returns to the role selection shortly after. */
export function RegistrationSubmitted({ email }: { email: string }) {
  return (
    <section
      role="status"
      aria-labelledby="registration-submitted-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10"
    >
      <span aria-hidden="true" className="mx-auto flex size-14 items-center justify-center rounded-full bg-green-100 text-green-700">
        <MailCheck className="size-7" />
      </span>
      <h1 id="registration-submitted-title" className="mt-4 text-2xl font-bold text-slate-900">
        {SCREEN.registrationSubmitted}
      </h1>
      <div className="mx-auto mt-3 max-w-md space-y-2 text-sm text-slate-700">
        <p>{UI.registrationMailSent(email)}</p>
        <p>{UI.registrationClickLink}</p>
        <p>{UI.registrationApproval}</p>
      </div>
      <p className="mt-6 text-xs text-slate-500">{UI.registrationReturning}</p>
    </section>
  );
}
