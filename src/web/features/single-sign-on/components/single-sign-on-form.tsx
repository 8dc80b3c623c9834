import { useState } from 'react';
import { SSO_SETTINGS_TEXTS } from '@/domain/session/single-sign-on-settings-texts';
import { type SsoSettings } from '@/domain/session/single-sign-on';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { controlClass, Field, Input } from '@/web/components/ui/field';
import { Switch } from '@/web/components/ui/switch';
import { serverTextOr } from '@/web/lib/api-client';
import { useSaveSingleSignOn } from '../api/settings-calls';

const linesOf = (text: string) => text.split(/[\s,]+/).map((line) => line.trim()).filter(Boolean);

/** The provider's fields, its e-mail domains (each with the control center's verification) and the three choices. */
export function SingleSignOnForm({ settings }: { settings: SsoSettings }) {
  const save = useSaveSingleSignOn();
  const [domains, setDomains] = useState(settings.domains.map((d) => d.domain).join('\n'));
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        save.mutate({
          issuer: String(form.get('issuer') ?? ''),
          clientId: String(form.get('clientId') ?? ''),
          clientSecret: String(form.get('clientSecret') ?? ''),
          domains: linesOf(domains),
          enabled: form.get('enabled') === 'on',
          autoJoin: form.get('autoJoin') === 'on',
          passwordSignIn: form.get('passwordSignIn') === 'on',
        });
      }}
    >
      {save.isError && <Alert tone="error">{serverTextOr(save.error, SSO_SETTINGS_TEXTS.saveFailed)}</Alert>}
      {save.isSuccess && <Alert tone="success">{SSO_SETTINGS_TEXTS.saved}</Alert>}
      <Field id="sso-redirect" label={SSO_SETTINGS_TEXTS.redirectLabel}>
        <Input id="sso-redirect" readOnly value={settings.redirectUri} className="font-mono text-xs" />
      </Field>
      <Field id="sso-issuer" label={SSO_SETTINGS_TEXTS.issuer} required>
        <Input id="sso-issuer" name="issuer" type="url" required defaultValue={settings.issuer} placeholder={SSO_SETTINGS_TEXTS.issuerExample} />
      </Field>
      <Field id="sso-client-id" label={SSO_SETTINGS_TEXTS.clientId} required>
        <Input id="sso-client-id" name="clientId" required defaultValue={settings.clientId} autoComplete="off" />
      </Field>
      <Field id="sso-client-secret" label={SSO_SETTINGS_TEXTS.clientSecret} required={!settings.hasClientSecret} hint={settings.hasClientSecret ? SSO_SETTINGS_TEXTS.clientSecretKept : undefined}>
        <Input id="sso-client-secret" name="clientSecret" type="password" required={!settings.hasClientSecret} autoComplete="new-password" />
      </Field>
      <Field id="sso-domains" label={SSO_SETTINGS_TEXTS.domains} required>
        <textarea id="sso-domains" rows={3} required value={domains} onChange={(event) => setDomains(event.target.value)} className={controlClass} />
      </Field>
      {settings.domains.length > 0 && (
        <ul className="space-y-1 text-sm" aria-label={SSO_SETTINGS_TEXTS.domainStates}>
          {settings.domains.map((d) => (
            <li key={d.domain}>
              <span className="font-medium text-slate-800">{d.domain}</span>{' '}
              <span className={d.verified ? 'text-green-700' : 'text-amber-700'}>{d.verified ? SSO_SETTINGS_TEXTS.verified : SSO_SETTINGS_TEXTS.notVerified}</span>
            </li>
          ))}
        </ul>
      )}
      <Switch id="sso-enabled" name="enabled" label={SSO_SETTINGS_TEXTS.enabled} defaultChecked={settings.configured ? settings.enabled : true} />
      <Switch id="sso-auto-join" name="autoJoin" label={SSO_SETTINGS_TEXTS.autoJoin} defaultChecked={settings.autoJoin} />
      <Switch id="sso-password" name="passwordSignIn" label={SSO_SETTINGS_TEXTS.passwordSignIn} hint={SSO_SETTINGS_TEXTS.passwordHint} defaultChecked={settings.passwordSignIn} />
      <Button type="submit" busy={save.isPending}>
        {SSO_SETTINGS_TEXTS.save}
      </Button>
    </form>
  );
}
