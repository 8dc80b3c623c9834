import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { ErrorPanel } from '@/web/components/ui/error-panel';
import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { errorText, serverTextOr } from '@/web/lib/api-client';
import { WEBHOOK_UI } from '../webhook-ui-texts';
import { type EndpointView, useDeleteEndpoint, useRotateSecret, useUpdateEndpoint, useWebhookEndpoints } from '../api/webhook-calls';
import { AddEndpointModal } from './add-endpoint-modal';
import { DeliveryLogModal } from './delivery-log-modal';
import { EndpointRow } from './endpoint-row';
import { SecretModal } from './secret-modal';

/**
 * Webhooks, in the settings of the control center, a facility and an agency: the organisation's endpoints (its own
 * alone, the server sees to that), added, switched on and off, rotated, deleted, and each one's delivery log.
 */
export function WebhooksSection() {
  const endpoints = useWebhookEndpoints();
  const update = useUpdateEndpoint();
  const remove = useDeleteEndpoint();
  const rotate = useRotateSecret();
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const [logOf, setLogOf] = useState<EndpointView | null>(null);
  const [removing, setRemoving] = useState<EndpointView | null>(null);
  const [rotating, setRotating] = useState<EndpointView | null>(null);
  const failed = [update, remove, rotate].find((m) => m.isError);

  return (
    <section aria-labelledby="webhooks-title" className="max-w-2xl space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="webhooks-title" className="text-lg font-semibold text-slate-900">
            {WEBHOOK_UI.title}
          </h2>
          <p className="text-sm text-slate-600">{WEBHOOK_UI.intro}</p>
        </div>
        <Button icon={<Plus aria-hidden="true" className="size-4" />} onClick={() => setAdding(true)}>
          {WEBHOOK_UI.add}
        </Button>
      </div>
      {failed && <Alert tone="error">{serverTextOr(failed.error, WEBHOOK_UI.actionFailed)}</Alert>}
      {endpoints.isError ? (
        <ErrorPanel message={errorText(endpoints.error, WEBHOOK_UI.loadFailed)} retryLabel={WEBHOOK_UI.retry} busy={endpoints.isFetching} onRetry={() => void endpoints.refetch()} />
      ) : !endpoints.data ? (
        <LoadingPanel label={WEBHOOK_UI.loading} />
      ) : endpoints.data.length === 0 ? (
        <p className="text-sm text-slate-600">{WEBHOOK_UI.empty}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {endpoints.data.map((endpoint) => (
            <EndpointRow
              key={endpoint.id}
              endpoint={endpoint}
              busy={update.isPending && update.variables.id === endpoint.id}
              onToggle={(enabled) => update.mutate({ id: endpoint.id, body: { enabled } })}
              onLog={() => setLogOf(endpoint)}
              onRotate={() => setRotating(endpoint)}
              onDelete={() => setRemoving(endpoint)}
            />
          ))}
        </ul>
      )}
      <AddEndpointModal open={adding} onClose={() => setAdding(false)} onCreated={setSecret} />
      <SecretModal shown={secret} onClose={() => setSecret(null)} />
      <DeliveryLogModal endpoint={logOf} onClose={() => setLogOf(null)} />
      <ConfirmDialog
        open={removing !== null}
        title={WEBHOOK_UI.removeTitle}
        message={removing ? WEBHOOK_UI.removeMessage(removing.url) : ''}
        confirmLabel={WEBHOOK_UI.removeConfirm}
        cancelLabel={WEBHOOK_UI.cancel}
        tone="danger"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.id, { onSettled: () => setRemoving(null) })}
      />
      <ConfirmDialog
        open={rotating !== null}
        title={WEBHOOK_UI.rotateTitle}
        message={WEBHOOK_UI.rotateMessage}
        confirmLabel={WEBHOOK_UI.rotateConfirm}
        cancelLabel={WEBHOOK_UI.cancel}
        busy={rotate.isPending}
        onCancel={() => setRotating(null)}
        onConfirm={() =>
          rotating &&
          rotate.mutate(rotating.id, {
            onSuccess: (newSecret) => setSecret({ url: rotating.url, secret: newSecret }),
            onSettled: () => setRotating(null),
          })
        }
      />
    </section>
  );
}
