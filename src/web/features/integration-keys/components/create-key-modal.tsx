import { useRef, useState, type FormEvent } from 'react';
import { SCOPES_BY_USER_TYPE, KEY_SCOPE_LABELS, type KeyScope } from '@/domain/integrations/integration-keys';
import { Alert } from '@/web/components/ui/alert';
import { CheckboxGroup } from '@/web/components/ui/checkbox-group';
import { controlClass, Field } from '@/web/components/ui/field';
import { FormModal } from '@/web/components/ui/form-modal';
import { serverTextOr } from '@/web/lib/api-client';
import { INTEGRATION_KEYS_UI } from '../integration-key-ui-texts';
import { useSignedInUser } from '@/web/features/session';
import { useCreateKey } from '../api/integration-key-calls';
import { NewKeyModal } from './new-key-modal';

const FORM_ID = 'create-integration-key';

/** Name and scopes (those the caller's organisation may give); once created, the key's text is shown in its own modal. */
export function CreateKeyModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const me = useSignedInUser();
  const allowed = SCOPES_BY_USER_TYPE[me.userType];
  const create = useCreateKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<KeyScope[]>([]);
  // a second click lands before the busy button is drawn: the key is created once and its text must not give way to
  // the repeat's refusal
  const sending = useRef(false);

  const close = () => {
    setName('');
    setScopes([]);
    create.reset();
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (sending.current) return;
    sending.current = true;
    create.mutate({ name, scopes }, { onSettled: () => { sending.current = false; } });
  };

  if (create.data) return <NewKeyModal open={open} keyText={create.data.key} onClose={close} />;
  return (
    <FormModal open={open} onClose={close} title={INTEGRATION_KEYS_UI.form.title} formId={FORM_ID} submitLabel={INTEGRATION_KEYS_UI.form.submit} busyLabel={INTEGRATION_KEYS_UI.form.busy} cancelLabel={INTEGRATION_KEYS_UI.cancel} busy={create.isPending}>
      <form id={FORM_ID} onSubmit={submit} className="space-y-4">
        {create.isError && <Alert tone="error">{serverTextOr(create.error, INTEGRATION_KEYS_UI.form.failed)}</Alert>}
        <Field id="key-name" label={INTEGRATION_KEYS_UI.form.name} required hint={INTEGRATION_KEYS_UI.form.nameHint}>
          <input id="key-name" className={controlClass} required maxLength={100} value={name} onChange={(e) => setName(e.target.value)} aria-describedby="key-name-hint" />
        </Field>
        <CheckboxGroup
          id="key-scopes"
          legend={INTEGRATION_KEYS_UI.form.scopes}
          hint={`${INTEGRATION_KEYS_UI.form.scopesHint} ${allowed.map((s) => `${s}: ${KEY_SCOPE_LABELS[s]}.`).join(' ')}`}
          options={allowed}
          checked={scopes}
          inputProps={{
            name: 'scopes',
            onChange: (e) => {
              const scope = e.target.value as KeyScope;
              setScopes((now) => (e.target.checked ? [...now, scope] : now.filter((s) => s !== scope)));
            },
          }}
        />
      </form>
    </FormModal>
  );
}
