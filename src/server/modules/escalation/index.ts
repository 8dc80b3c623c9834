// The escalation of requests nobody takes: its setting, its worker and the actor it writes as.
export { ESCALATION_ACTOR } from './escalate-requests';
export { createEscalationWorker, type EscalationWorker } from './escalation-worker';
export { escalationSettingsRoutes } from './routes';
