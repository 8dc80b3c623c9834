import { useState, type FormEvent } from 'react';
import { TRIP_EVENT_TYPES, type TripEventType } from '@/domain/webhooks/webhook-events';
import { WEBHOOK_DESCRIPTION_MAX, WEBHOOK_URL_MAX, webhookUrlProblem } from '@/domain/webhooks/webhook-forms';
import { Alert } from '@/web/components/ui/alert';
import { CheckboxGroup } from '@/web/components/ui/checkbox-group';
import { controlClass, Field, fieldErrorProps } from '@/web/components/ui/field';
import { FormModal } from '@/web/components/ui/form-modal';
import { serverTextOr } from '@/web/lib/api-client';
import { WEBHOOK_UI } from '../webhook-ui-texts';
import { useCreateEndpoint } from '../api/webhook-calls';

const FORM_TEXTS = WEBHOOK_UI.form;
const FORM_ID = 'webhook-endpoint-form';

/**
 * Registers an endpoint. The browser checks only that the URL is one; whether its scheme and address are allowed is
 * the server's to say, and its sentence is shown as it comes ("Webhook URLs must use https", "This address is on a
 * private network"…).
 */
export function AddEndpointModal({ open, onClose, onCreated }: { open: boolean; onClose(): void; onCreated(shown: { url: string; secret: string }): void }) {
  const create = useCreateEndpoint();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<TripEventType[]>([...TRIP_EVENT_TYPES]);
  const [checked, setChecked] = useState(false);
  const urlError = checked ? (webhookUrlProblem(url.trim(), true) ?? undefined) : undefined;
  const eventsError = checked && events.length === 0 ? FORM_TEXTS.noEvents : undefined;

  const close = () => {
    setUrl('');
    setDescription('');
    setEvents([...TRIP_EVENT_TYPES]);
    setChecked(false);
    create.reset();
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (webhookUrlProblem(url.trim(), true) || events.length === 0) return;
    create.mutate(
      { url: url.trim(), description: description.trim(), events },
      {
        onSuccess: (created) => {
          close();
          onCreated({ url: created.url, secret: created.secret });
        },
      },
    );
  };
  const toggle = (event: TripEventType) => setEvents((now) => (now.includes(event) ? now.filter((e) => e !== event) : [...now, event]));

  return (
    <FormModal open={open} onClose={close} title={FORM_TEXTS.title} formId={FORM_ID} submitLabel={FORM_TEXTS.submit} busyLabel={FORM_TEXTS.busy} cancelLabel={WEBHOOK_UI.cancel} busy={create.isPending}>
      <form id={FORM_ID} noValidate onSubmit={submit} className="space-y-4">
        {create.isError && <Alert tone="error">{serverTextOr(create.error, WEBHOOK_UI.saveFailed)}</Alert>}
        <Field id="webhook-url" label={FORM_TEXTS.url} required hint={FORM_TEXTS.urlHint} error={urlError}>
          <input
            id="webhook-url"
            type="url"
            inputMode="url"
            required
            maxLength={WEBHOOK_URL_MAX}
            className={controlClass}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            {...fieldErrorProps('webhook-url', urlError)}
          />
        </Field>
        <Field id="webhook-description" label={FORM_TEXTS.description} hint={FORM_TEXTS.descriptionHint}>
          <input
            id="webhook-description"
            maxLength={WEBHOOK_DESCRIPTION_MAX}
            className={controlClass}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </Field>
        <CheckboxGroup
          id="webhook-events"
          legend={FORM_TEXTS.events}
          hint={FORM_TEXTS.eventsHint}
          options={TRIP_EVENT_TYPES}
          checked={events}
          inputProps={{ name: 'events', onChange: (e) => toggle(e.target.value as TripEventType) }}
        />
        {eventsError && <p className="text-xs font-medium text-red-700">{eventsError}</p>}
      </form>
    </FormModal>
  );
}
