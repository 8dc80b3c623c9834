// The queue of e-mails and text messages and the worker that delivers it.
export { createOutboxWorker, type OutboxWorker } from './outbox-worker';
export { outboxInsert, outboxRows, type OutgoingMessage, queueMail, queueMessages } from './queue';
