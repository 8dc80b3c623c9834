import { RotateCw } from 'lucide-react';
import type { WebhookDeliveryStatus } from '@/domain/webhooks/webhook-answers';
import { Alert } from '@/web/components/ui/alert';
import { Badge, type BadgeTone } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { ErrorPanel } from '@/web/components/ui/error-panel';
import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { Modal } from '@/web/components/ui/modal';
import { errorText, serverTextOr } from '@/web/lib/api-client';
import { formatDateTime } from '@/web/lib/format';
import { WEBHOOK_UI } from '../webhook-ui-texts';
import { type EndpointView, useResendDelivery, useWebhookDeliveries } from '../api/webhook-calls';
import { deliveryStatusLabel } from '../delivery-status';

const LOG_TEXTS = WEBHOOK_UI.log;
const TONE: Record<WebhookDeliveryStatus, BadgeTone> = { PENDING: 'amber', SENDING: 'blue', DELIVERED: 'green', FAILED: 'red', CANCELLED: 'slate' };

/** An endpoint's latest deliveries, each with its attempts (time, status code or error, duration) and Resend. */
function DeliveryList({ endpoint }: { endpoint: EndpointView }) {
  const deliveries = useWebhookDeliveries(endpoint.id);
  const resend = useResendDelivery();
  if (deliveries.isError) {
    return (
      <ErrorPanel message={errorText(deliveries.error, LOG_TEXTS.loadFailed)} retryLabel={WEBHOOK_UI.retry} busy={deliveries.isFetching} onRetry={() => void deliveries.refetch()} />
    );
  }
  if (!deliveries.data) return <LoadingPanel label={LOG_TEXTS.loading} />;
  if (deliveries.data.length === 0) return <p className="text-sm text-slate-600">{LOG_TEXTS.empty}</p>;
  return (
    <div className="space-y-3">
      {resend.isError && <Alert tone="error">{serverTextOr(resend.error, LOG_TEXTS.resendFailed)}</Alert>}
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {deliveries.data.map((d) => (
          <li key={d.id} className="flex flex-wrap items-start justify-between gap-3 px-4 py-3">
            <div className="min-w-0 space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-mono text-sm text-slate-900">{d.eventType}</span>
                <Badge tone={TONE[d.status]}>{deliveryStatusLabel(d)}</Badge>
              </div>
              <p className="text-xs text-slate-500">
                {LOG_TEXTS.created} {formatDateTime(d.createdAt)} · <span className="font-mono">{d.eventId}</span>
              </p>
              <ol aria-label={LOG_TEXTS.attempts} className="space-y-0.5 text-xs text-slate-700">
                {d.attempts.length === 0 && <li>{LOG_TEXTS.noAttempt}</li>}
                {d.attempts.map((a) => (
                  <li key={a.at}>
                    {formatDateTime(a.at)}: {LOG_TEXTS.attempt(a.statusCode, a.error, a.durationMs)}
                  </li>
                ))}
              </ol>
            </div>
            <Button
              size="sm"
              variant="secondary"
              icon={<RotateCw aria-hidden="true" className="size-4" />}
              busy={resend.isPending && resend.variables.deliveryId === d.id}
              disabled={!endpoint.enabled || d.status === 'SENDING'}
              onClick={() => resend.mutate({ id: endpoint.id, deliveryId: d.id })}
            >
              {LOG_TEXTS.resend}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function DeliveryLogModal({ endpoint, onClose }: { endpoint: EndpointView | null; onClose(): void }) {
  return (
    <Modal
      open={endpoint !== null}
      onClose={onClose}
      title={endpoint ? LOG_TEXTS.title(endpoint.url) : ''}
      wide
      footer={
        <Button variant="secondary" onClick={onClose}>
          {LOG_TEXTS.close}
        </Button>
      }
    >
      {endpoint && <DeliveryList endpoint={endpoint} />}
    </Modal>
  );
}
