// The Webhooks section's own wording (the settings of the control center, a facility and an agency). The refusals of
// a URL are the server's sentences (src/domain/webhooks/webhook-forms.ts), shown as it sends them.
import type { WebhookDeliveryStatus } from '@/domain/webhooks/webhook-answers';

export const WEBHOOK_UI = {
  title: 'Webhooks',
  intro: "Send trip events to your own systems: TCC posts a signed JSON message to each endpoint for the events it chose.",
  add: 'Add endpoint',
  loading: 'Loading webhooks…',
  loadFailed: 'Could not load your webhooks',
  retry: 'Try again',
  empty: 'No endpoints yet.',
  enabled: 'Enabled',
  enabledHint: 'A disabled endpoint gets nothing; what it had still to get is cancelled.',
  saveFailed: 'Could not save the endpoint',
  deliveries: 'Delivery log',
  rotate: 'Rotate secret',
  rotateTitle: 'Rotate the signing secret?',
  rotateMessage: 'A new secret replaces the current one at once: events are signed with it from now on, so update your receiver with it.',
  rotateConfirm: 'Rotate secret',
  remove: 'Delete',
  removeTitle: 'Delete this endpoint?',
  removeMessage: (url: string) => `${url} will get no more events, and its delivery log is deleted with it.`,
  removeConfirm: 'Delete endpoint',
  cancel: 'Cancel',
  actionFailed: 'That did not work',
  form: {
    title: 'Add a webhook endpoint',
    url: 'Endpoint URL',
    urlHint: 'An https address of your own system, e.g. https://example.org/tcc-events',
    description: 'Description',
    descriptionHint: 'Optional: what receives the events',
    events: 'Events',
    eventsHint: 'trip.started is the pickup; trip.declined_by_all means every agency it was offered to declined; trip.step_recorded is each step the crew records on the way; trip.acceptance_undone and trip.step_undone take back an acceptance or a step undone within its seconds. You get only the events of trips that are your business.',
    noEvents: 'Choose at least one event',
    submit: 'Add endpoint',
    busy: 'Adding…',
  },
  secret: {
    title: 'Your signing secret',
    intro: 'Use this secret to verify the webhook-signature header of each request.',
    once: 'Copy it now: it will not be shown again.',
    copy: 'Copy',
    copied: 'Copied',
    done: 'Done',
  },
  log: {
    title: (url: string) => `Deliveries to ${url}`,
    loading: 'Loading deliveries…',
    loadFailed: 'Could not load the deliveries',
    empty: 'Nothing sent yet.',
    event: 'Event',
    created: 'Recorded',
    status: 'Status',
    attempts: 'Attempts',
    noAttempt: 'Not tried yet',
    resend: 'Resend',
    resendFailed: 'Could not resend',
    close: 'Close',
    attempt: (statusCode: number | null, error: string | null, ms: number) =>
      `${statusCode === null ? (error ?? 'No answer') : `HTTP ${statusCode}${error ? ` (${error})` : ''}`} · ${ms} ms`,
  },
} as const;

/** A PENDING delivery reads "Queued" until an attempt of it has failed: a resent one is queued, not retried. */
export const DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus | 'RETRY', string> = {
  PENDING: 'Queued',
  RETRY: 'Waiting to retry',
  SENDING: 'Sending',
  DELIVERED: 'Delivered',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
};
