// Webhook endpoints: the routes, the trip events recorded for them and their delivery.
export { deliverDueWebhooks, reclaimOpenDeliveries } from './deliver-webhooks';
export { checkedAddresses, hostOf, RefusedEndpoint } from './endpoint-address';
export { webhookRoutes } from './routes';
export { createdEvent, declinedByAllEvent, moveEvents, offeredLaterEvent, recordTripEvents, stepEvent, stepUndoneEvent, tripEventsInsert, tripEventsJson } from './trip-events';
