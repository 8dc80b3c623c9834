import { useEffect, useState, type ReactNode } from 'react';
import { emailDomain, SSO_FAILURES, SSO_TEXTS } from '@/domain/session/single-sign-on-texts';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { serverTextOr } from '@/web/lib/api-client';
import { useCall } from '@/web/lib/use-call';
import { findSingleSignOn, startSingleSignOn } from '../api/sign-in-calls';

type Found = { connectionId: string; organisationName: string };

/** The organisation whose own sign-in serves the e-mail's domain, asked once per domain typed, after a short pause. */
function useOrganisationSignIn(email: string): Found | null {
  const domain = emailDomain(email);
  const [found, setFound] = useState<{ domain: string; answer: Found | null } | null>(null);
  useEffect(() => {
    if (!domain) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      findSingleSignOn(`x@${domain}`, controller.signal).then(
        (answer) => setFound({ domain, answer }),
        // no button: the password form still works
        () => undefined,
      );
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [domain]);
  return found && found.domain === domain ? found.answer : null;
}

/**
 * Wraps a login form: as the e-mail is typed, the button "Sign in with <organisation>" appears below it when the
 * address's domain is an organisation's own sign-in (read from the form's `email` field as it changes).
 */
export function OrganisationSignIn({ children }: { children: ReactNode }) {
  const [email, setEmail] = useState('');
  const found = useOrganisationSignIn(email);
  const start = useCall(startSingleSignOn, ({ url }) => window.location.assign(url));
  return (
    <div
      onInput={(event) => {
        const field = event.target as HTMLInputElement;
        if (field.name === 'email') setEmail(field.value);
      }}
    >
      {children}
      {found && (
        <div className="mt-4 space-y-3 border-t border-slate-200 pt-4">
          {start.isError && <Alert tone="error">{serverTextOr(start.error, SSO_FAILURES.failed)}</Alert>}
          <Button
            type="button"
            variant="secondary"
            size="lg"
            className="w-full"
            busy={start.isPending || start.isSuccess}
            onClick={() => start.mutate(found.connectionId)}
          >
            {SSO_TEXTS.signInWith(found.organisationName)}
          </Button>
        </div>
      )}
    </div>
  );
}
