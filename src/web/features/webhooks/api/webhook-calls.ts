import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { doneAnswer, ListAnswer, Wire } from '@/domain/common/answers';
import type { createdWebhookSchema, webhookDeliverySchema, webhookEndpointSchema, webhookSecretSchema } from '@/domain/webhooks/webhook-answers';
import type { WebhookUpdateBody } from '@/domain/webhooks/webhook-forms';
import type { TripEventType } from '@/domain/webhooks/webhook-events';
import { apiRequest, requestData } from '@/web/lib/api-client';
import { resourcePath } from '@/web/lib/resource-calls';
import { isUnsettled } from '../delivery-status';

export type EndpointView = Wire<typeof webhookEndpointSchema>;
export type DeliveryView = Wire<typeof webhookDeliverySchema>;

const BASE = '/api/webhooks';
const webhookKeys = {
  all: ['webhooks'] as const,
  deliveries: (id: string) => ['webhooks', id, 'deliveries'] as const,
};

/** GET /api/webhooks: the organisation's endpoints, without their secrets. */
export const useWebhookEndpoints = () =>
  useQuery({ queryKey: webhookKeys.all, queryFn: async ({ signal }) => (await apiRequest<ListAnswer<typeof webhookEndpointSchema>>(BASE, { signal })).data });

/** How often an open log asks again while a delivery is still to be sent. */
const UNSETTLED_REFRESH_MS = 2_000;

/** GET /api/webhooks/{id}/deliveries: the latest deliveries with their attempts. */
export const useWebhookDeliveries = (id: string) =>
  useQuery({
    queryKey: webhookKeys.deliveries(id),
    queryFn: async ({ signal }) => (await apiRequest<ListAnswer<typeof webhookDeliverySchema>>(resourcePath(BASE, id, 'deliveries'), { signal })).data,
    refetchInterval: (query) => (isUnsettled(query.state.data) ? UNSETTLED_REFRESH_MS : false),
  });

export interface NewEndpoint {
  url: string;
  description: string;
  events: TripEventType[];
}

/** Every write refreshes the list (and the delivery logs under it) once answered. */
function useWebhookWrite<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }) });
}

/** POST /api/webhooks: the answer holds the secret, shown this once. */
export const useCreateEndpoint = () => useWebhookWrite((body: NewEndpoint) => requestData<typeof createdWebhookSchema>(BASE, { method: 'POST', body }));

/** PUT /api/webhooks/{id}: the fields given change. */
export const useUpdateEndpoint = () =>
  useWebhookWrite(({ id, body }: { id: string; body: WebhookUpdateBody }) => requestData<typeof webhookEndpointSchema>(resourcePath(BASE, id), { method: 'PUT', body }));

export const useDeleteEndpoint = () => useWebhookWrite((id: string) => apiRequest<typeof doneAnswer>(resourcePath(BASE, id), { method: 'DELETE' }));

/** POST /api/webhooks/{id}/rotate-secret: the new secret, shown this once. */
export const useRotateSecret = () =>
  useWebhookWrite(async (id: string) => (await requestData<typeof webhookSecretSchema>(resourcePath(BASE, id, 'rotate-secret'), { method: 'POST' })).secret);

/** POST /api/webhooks/{id}/deliveries/{deliveryId}/resend. */
export const useResendDelivery = () =>
  useWebhookWrite(({ id, deliveryId }: { id: string; deliveryId: string }) =>
    requestData<typeof webhookDeliverySchema>(resourcePath(BASE, id, 'deliveries', deliveryId, 'resend'), { method: 'POST' }),
  );
