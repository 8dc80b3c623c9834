import { useEffect, useEffectEvent, useState } from 'react';
import { REGISTRATION_REDIRECT_MS } from '@/domain/common/limits';
import { SCREEN } from '@/domain/common/messages';
import type { RegistrationKind } from '@/domain/organisations/registration';
import { UI } from '@/web/lib/ui-texts';
import { AuthCard, BackLink } from '@/web/features/auth';
import { RegistrationForm } from './registration-form';
import { RegistrationSubmitted } from './registration-submitted';

const TITLES = { healthcare: SCREEN.createHealthcare, ems: SCREEN.createEms } as const;

/** A registration screen: the form, then the success notice and, after 2 s, back to the role selection. */
export default function RegistrationView({ kind, onBack, onDone }: { kind: RegistrationKind; onBack(): void; onDone(): void }) {
  const [submittedAs, setSubmittedAs] = useState<string | null>(null);
  const finish = useEffectEvent(onDone);

  useEffect(() => {
    if (submittedAs === null) return;
    const timer = window.setTimeout(() => finish(), REGISTRATION_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [submittedAs]);

  if (submittedAs !== null) return <RegistrationSubmitted email={submittedAs} />;
  return (
    <AuthCard title={TITLES[kind]} subtitle={UI.registrationIntro}>
      <div className="-mt-2 mb-6">
        <BackLink label={SCREEN.backToLoginSelection} onClick={onBack} />
      </div>
      <RegistrationForm kind={kind} onRegistered={setSubmittedAs} />
    </AuthCard>
  );
}
