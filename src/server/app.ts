import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { DISPATCH_PLAN_SECONDS } from '../domain/planning/dispatch-plan';
import { ESCALATION_SETTINGS_PATH } from '../domain/trips/escalation';
import { CENTER_TIME_ZONE_PATH } from '../domain/common/center-time-zone';
import { SSO_PATHS } from '@/domain/session/single-sign-on-texts';
import { HTTP_MESSAGES } from '../domain/common/messages';
import { MAP_PATH } from '../domain/units/unit-positions';
import { DEFAULT_ROUTE_TIME_LIMIT_MS } from '../planner/route';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/connect';
import { analyticsRoutes } from './modules/analytics';
import { agencyRoutes, agencySettingsRoutes } from './modules/agencies';
import { authRoutes, createSessionCache, createTokenService, publicConfigRoutes, twoFactorRoutes } from './modules/auth';
import { crewMemberRoutes, crewRoutes, crewStepRoutes } from './modules/crew';
import { createCredentialWarningWorker, credentialRoutes, type CredentialWarningWorker } from './modules/credentials';
import { mapRoutes } from './modules/map';
import { integrationKeyRoutes, userForKey } from './modules/integration-keys';
import { fhirRoutes } from './modules/fhir';
import { placeRoutes } from './modules/places';
import { createGeocoder, geocodeRoutes } from './modules/geocode';
import { healthRoutes } from './modules/health';
import { hospitalRoutes, hospitalSettingsRoutes } from './modules/hospitals';
import { registerAnswerContract } from './http/answer-contract';
import { serverOptions } from './http/server-options';
import { createLiveHub, type LiveHub, liveRoutes } from './modules/live';
import { createEscalationWorker, escalationSettingsRoutes, type EscalationWorker } from './modules/escalation';
import { type CenterClock, centerTimeZoneRoutes, createCenterClock } from './modules/center-clock';
import { createStandingOrderWorker, standingOrderRoutes, type StandingOrderWorker } from './modules/standing-orders';
import { createMailer } from './modules/mail';
import { createPlanner, optimizeRoutes, type Planner } from './modules/optimize';
import { createOutboxWorker, type OutboxWorker } from './modules/outbox';
import { connectionTestRoutes, INBOUND_SMS_PATH, inboundSmsRoutes, notificationRoutes, notificationSettingsRoutes } from './modules/notifications';
import { accessLogRoutes, registerAccessLog } from './modules/access-log';
import { singleSignOnReviewRoutes, singleSignOnRoutes, singleSignOnSettingsRoutes } from './modules/single-sign-on';
import { ACCESS_LOG_PATH } from '@/domain/audit/access-log';
import { twilioSmsProvider } from './modules/sms';
import { dropdownOptionRoutes } from './modules/dropdown-options';
import { tripRoutes } from './modules/trips';
import { type AwardWorker, createAwardWorker, pickupOfferRoutes } from './modules/pickup-offers';
import { unitRoutes } from './modules/units';
import { webhookRoutes } from './modules/webhooks';
import { registerAuthentication } from './plugins/auth';
import { registerControlCharacterCheck } from './plugins/control-characters';
import { registerErrorHandling } from './plugins/errors';
import { registerIdempotency } from './plugins/idempotency';
import { registerJsonBody } from './plugins/json-body';
import { registerJsonCompression } from './plugins/json-compression';
import { registerOpenApi } from './plugins/openapi';
import { registerKeyRateLimit } from './plugins/key-rate-limit';
import { registerRouteList } from './plugins/route-list';
import { registerSecurity } from './plugins/security';
import { registerSpa } from './plugins/spa';
import { DEFAULT_WEB_ROOT } from './server-files';
import { FHIR_BASE_PATH } from '@/domain/fhir/fhir-systems';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxWorker;
    /** Escalates requests nobody takes (src/domain/trips/escalation.ts); started with the outbox. */
    escalation: EscalationWorker;
    /** The control center's zone; main.ts starts it once the database is migrated. */
    centerClock: CenterClock;
    /** Makes the standing orders' due trips (src/domain/standing-orders/); started with the outbox. */
    standingOrders: StandingOrderWorker;
    /** Awards compare-offers requests at their deadline (src/domain/trips/pickup-offers.ts); started with the outbox. */
    offerAwards: AwardWorker;
    /** Warns agencies of credentials expiring in 30 and 7 days (src/domain/credentials/); started with the outbox. */
    credentialWarnings: CredentialWarningWorker;
    /** The live updates streams of this instance (GET /api/events). */
    live: LiveHub;
    /** The planner's threads: route calls, and the dispatch plans in the works. */
    planner: Planner;
  }
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildOptions {
  database: Database;
  config: Config;
  jwtSecret: string;
  /** false until migrations and seeding are done; every call but /health answers 503 meanwhile. */
  state?: { ready: boolean };
  logger?: FastifyServerOptions['logger'];
  webRoot?: string;
  /** How often the live updates streams get a heartbeat and have their sessions checked again (tests shorten it). */
  liveHeartbeatMs?: number;
  /** The clock requests are judged against; the real one unless a test fixes it. */
  now?: () => Date;
  /** Fail and record every answer that differs from its route's declared schema (the tests); off, extra fields are left out. */
  exactAnswers?: boolean;
}

/** The whole application; main.ts listens on it, tests inject into it. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const state = opts.state ?? { ready: true };
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    forceCloseConnections: 'idle',
    ...serverOptions(opts.config),
  });
  app.setValidatorCompiler(validatorCompiler);
  registerAnswerContract(app, { exact: opts.exactAnswers ?? false });
  registerRouteList(app);
  registerErrorHandling(app);
  registerJsonBody(app);
  // before the compression: the answer kept for a repeat is the JSON text
  registerIdempotency(app, opts.database.db);
  // before compression: an answer its route serialized itself is read back as text
  registerAccessLog(app, opts.database.db);
  registerJsonCompression(app);
  registerControlCharacterCheck(app);

  const { db } = opts.database;
  const mailer = createMailer({ smtpUrl: opts.config.smtpUrl, from: opts.config.mailFrom });
  const sms = opts.config.sms ? twilioSmsProvider(opts.config.sms) : null;
  const outbox = createOutboxWorker({ database: opts.database, mailer, sms, log: app.log, leaseSeconds: opts.config.outboxLeaseSeconds, webhooks: opts.config.webhooks });
  const planner = createPlanner({ planTimeLimitMs: DISPATCH_PLAN_SECONDS * 1000, routeTimeLimitMs: DEFAULT_ROUTE_TIME_LIMIT_MS });
  const center = createCenterClock({ database: opts.database, fallback: opts.config.timeZone, publicUrl: opts.config.publicUrl, log: app.log });
  // a database migrated before the app is built (tests) is read at once; main.ts starts it after migrating
  if (state.ready) await center.start();
  app.decorate('centerClock', center);
  app.addHook('onClose', () => center.stop());
  const ctx: AppContext = {
    db,
    config: opts.config,
    center,
    tokens: createTokenService(opts.jwtSecret),
    mailer,
    outbox,
    planner,
    sms,
    geocoder: createGeocoder(opts.config.geocoderUrl),
    now: opts.now ?? (() => new Date()),
  };

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (!state.ready && request.url !== '/health') {
      return reply.code(503).send({ success: false, error: HTTP_MESSAGES.starting });
    }
  });
  // On shutdown, answers to requests still in flight close their connection, so close() need not wait for keep-alive.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  // the worker starts once the database is migrated (main.ts); tests drain it when they need the mail
  app.decorate('outbox', outbox);
  app.addHook('onClose', () => outbox.stop());
  const escalation = createEscalationWorker({ db, alerts: center, log: app.log });
  app.decorate('escalation', escalation);
  app.addHook('onClose', () => escalation.stop());
  const standingOrderWorker = createStandingOrderWorker(ctx, app.log);
  app.decorate('standingOrders', standingOrderWorker);
  app.addHook('onClose', () => standingOrderWorker.stop());
  const offerAwards = createAwardWorker({ db, alerts: center, log: app.log, now: ctx.now });
  app.decorate('offerAwards', offerAwards);
  app.addHook('onClose', () => offerAwards.stop());
  const credentialWarnings = createCredentialWarningWorker({ db, center, log: app.log });
  app.decorate('credentialWarnings', credentialWarnings);
  app.addHook('onClose', () => credentialWarnings.stop());
  app.decorate('planner', planner);
  app.addHook('onClose', () => planner.close());
  // open streams never end by themselves: they are ended before the server waits for its connections to finish
  const live = createLiveHub({ database: opts.database, log: app.log, heartbeatMs: opts.liveHeartbeatMs });
  app.decorate('live', live);
  app.addHook('preClose', () => live.stop());
  await registerSecurity(app);
  const sessionCache = createSessionCache({ database: opts.database, log: app.log, center });
  await sessionCache.start();
  app.addHook('onClose', () => sessionCache.stop());
  const keys = (text: string) => userForKey(db, text, center.timeZone, new Date());
  registerAuthentication(app, { tokens: ctx.tokens, sessionCache, center, keys });
  registerKeyRateLimit(app, opts.config.keyRateLimit);
  await registerOpenApi(app);

  await app.register(healthRoutes(db, state));
  await app.register(publicConfigRoutes({ demoMode: opts.config.seedDemo, mapTileUrl: opts.config.mapTileUrl }), { prefix: '/api/public' });
  await app.register(authRoutes(ctx), { prefix: '/api/auth' });
  await app.register(twoFactorRoutes(ctx), { prefix: '/api/auth/two-factor' });
  await app.register(geocodeRoutes(ctx.geocoder, opts.config.publicRateLimit), {
    prefix: '/api/geocode',
  });
  await app.register(unitRoutes(ctx), { prefix: '/api' });
  await app.register(liveRoutes(live), { prefix: '/api/events' });
  await app.register(notificationRoutes(ctx), { prefix: '/api/notifications' });
  await app.register(notificationSettingsRoutes(ctx), { prefix: '/api/trips/notifications/settings' });
  await app.register(connectionTestRoutes(ctx), { prefix: '/api/trips' });
  await app.register(escalationSettingsRoutes(ctx), { prefix: ESCALATION_SETTINGS_PATH });
  await app.register(centerTimeZoneRoutes(ctx), { prefix: CENTER_TIME_ZONE_PATH });
  await app.register(standingOrderRoutes(ctx), { prefix: '/api/standing-orders' });
  await app.register(analyticsRoutes(ctx), { prefix: '/api/tcc' });
  await app.register(optimizeRoutes(ctx), { prefix: '/api/optimize' });
  await app.register(hospitalRoutes(ctx), { prefix: '/api/tcc/hospitals' });
  await app.register(placeRoutes(ctx), { prefix: '/api/tcc/facilities' });
  await app.register(agencyRoutes(ctx), { prefix: '/api/tcc/agencies' });
  await app.register(tripRoutes(ctx), { prefix: '/api/trips' });
  await app.register(pickupOfferRoutes(ctx), { prefix: '/api/trips' });
  await app.register(dropdownOptionRoutes(ctx), { prefix: '/api/dropdown-options' });
  await app.register(hospitalSettingsRoutes(ctx), { prefix: '/api/auth/healthcare' });
  await app.register(agencySettingsRoutes(ctx), { prefix: '/api/auth/ems' });
  await app.register(integrationKeyRoutes(ctx), { prefix: '/api/integration-keys' });
  await app.register(fhirRoutes(ctx), { prefix: FHIR_BASE_PATH });
  await app.register(webhookRoutes(ctx), { prefix: '/api/webhooks' });
  await app.register(crewMemberRoutes(ctx), { prefix: '/api/crew-members' });
  await app.register(credentialRoutes(ctx), { prefix: '/api/credentials' });
  await app.register(crewRoutes(ctx), { prefix: '/api/crew' });
  await app.register(crewStepRoutes(ctx), { prefix: '/api/crew' });
  await app.register(mapRoutes(ctx), { prefix: MAP_PATH });
  await app.register(inboundSmsRoutes(ctx), { prefix: INBOUND_SMS_PATH });
  await app.register(accessLogRoutes(ctx), { prefix: ACCESS_LOG_PATH });
  await app.register(singleSignOnRoutes(ctx), { prefix: SSO_PATHS.base });
  await app.register(singleSignOnSettingsRoutes(ctx), { prefix: SSO_PATHS.settings });
  await app.register(singleSignOnReviewRoutes(ctx), { prefix: SSO_PATHS.review });
  await registerSpa(app, opts.webRoot ?? DEFAULT_WEB_ROOT);
  return app;
}
