// The published contract: GET /api/openapi.json (OpenAPI 3.1, built from every route's zod schemas) and its
// interactive reading at /api/docs (Scalar, served from the installed package).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fastifySwagger from '@fastify/swagger';
import scalarApiReference from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { PACKAGE_JSON } from '../server-files';
import { declarePluginAnswers, ROUTE_FACTS, STATUS_TEXT, type Operation, type RouteFacts } from '../http/openapi-answers';
import { webhookEvents } from '../http/openapi-webhooks';
import { requiresSignIn } from './auth';
import { takesIdempotencyKey } from './idempotency';
import { isRateLimited } from './key-rate-limit';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/** The area each path belongs to (first match wins): the document's tags, in the order a reader meets them. */
const AREAS: [prefix: string, tag: string, description: string][] = [
  ['/api/public', 'Accounts', 'Signing in and out, registration, the accounts and their passwords.'],
  ['/api/auth/healthcare', 'Hospitals', "Hospitals and a hospital's own settings."],
  ['/api/auth/ems', 'Agencies', "EMS agencies and an agency's own settings."],
  ['/api/auth', 'Accounts', ''],
  ['/api/single-sign-on', 'Accounts', ''],
  ['/api/tcc/hospitals', 'Hospitals', ''],
  ['/api/tcc/agencies', 'Agencies', ''],
  ['/api/tcc/facilities', 'Facilities', 'The places trips go to and come from.'],
  ['/api/geocode', 'Facilities', ''],
  ['/api/dropdown-options', 'Options', 'The choices the request forms offer.'],
  ['/api/trips/notifications', 'Notifications', 'The notification bell, alert settings and their confirmation, channel tests.'],
  ['/api/trips/test-', 'Notifications', ''],
  ['/api/notifications', 'Notifications', ''],
  ['/api/sms', 'Notifications', ''],
  ['/api/trips/agency-analytics', 'Analytics', 'Figures for the control center, an agency and a hospital.'],
  ['/api/trips/facility-overview', 'Analytics', ''],
  ['/api/trips', 'Trips', 'Transport requests: asking, offering, accepting, moving them along.'],
  ['/api/standing-orders', 'Standing orders', "A facility's series of recurring trips, each date made into an ordinary request ahead of time."],
  ['/api/units', 'Units', "Agencies' units and their status, and the live map of units and open trips."],
  ['/api/tcc/units', 'Units', ''],
  ['/api/map', 'Units', ''],
  ['/api/crew', 'Crew', "An agency's crew members, and the crew app's calls: the shift on a unit, the unit's trips and their steps, its positions."],
  ['/api/credentials', 'Credentials', "Crew members' and units' credentials with their expiry: an expired one stops signing on and naming the unit for a trip."],
  ['/api/optimize', 'Planning', 'Route and dispatch planning.'],
  ['/api/tcc/settings/escalation', 'Escalation', 'When requests nobody takes are escalated.'],
  ['/api/tcc', 'Analytics', ''],
  ['/api/events', 'Live updates', 'The server-sent events stream of changes.'],
  ['/api/integration-keys', 'Integrations', "An organisation's integration keys and its webhook endpoints with their deliveries."],
  ['/api/webhooks', 'Integrations', ''],
  ['/api/access-log', 'Access log', "Who read or changed patients' trip data: the control center searches all of it, a facility its own trips' entries."],
  ['/fhir/r4', 'FHIR R4', "Transport orders from a facility's EHR: a ServiceRequest creates a request, its Task follows it; answers are application/fhir+json and errors OperationOutcomes."],
  ['/health', 'Operations', 'For load balancers and operators: whether the server is ready. No sign-in.'],
];

/** The routes the document shows: the API, its FHIR endpoint and /health; the web app's files and these docs are not API. */
const isPublished = (url: string) =>
  (url === '/health' || url.startsWith('/api/') || url.startsWith('/fhir/')) && url !== OPENAPI_PATH && url !== DOCS_PATH && !url.startsWith(`${DOCS_PATH}/`);

/** The path as clients write it: a module's root route answers with and without the slash its prefix leaves. */
const publishedPath = (url: string) => (url.length > 1 && url.endsWith('/') ? url.slice(0, -1) : url);

const tagOf = (url: string) => AREAS.find(([prefix]) => url === prefix || url.startsWith(prefix))?.[1];

const DESCRIPTION = `The API of TCC, the transport control center: hospitals request patient transports, EMS agencies take them with their units, the control center oversees and plans. The web app uses exactly these calls.

Authenticate with a bearer token in the Authorization header (\`Authorization: Bearer <token>\`): a session token from the sign-in calls (POST /api/auth/login and the portals' sign-ins), or an integration key (\`tcc_…\`). Calls marked with the bearerAuth requirement answer 401 without one and 403 when the account's type may not make them.

Every answer is JSON; a failed call answers \`{ success: false, error }\` (ErrorAnswer) with a 4xx or 5xx status. The FHIR R4 endpoint under /fhir/r4 speaks FHIR instead: application/fhir+json, with an OperationOutcome for every error.`;

type OpenApiDocument = { paths?: Record<string, Record<string, Operation>>; webhooks?: Record<string, unknown>; components?: { schemas?: Record<string, unknown> } };

/**
 * Completes each operation with what the plugins add, publishes the webhook events, names what each response status
 * means, and leaves out the components nothing reaches: the zod transform writes an input and an output form of every
 * named schema, and most are only ever answered or only ever sent.
 */
function readable(document: OpenApiDocument): OpenApiDocument {
  document.webhooks = webhookEvents();
  for (const operation of Object.values(document.paths ?? {}).flatMap((path) => Object.values(path))) {
    declarePluginAnswers(operation);
    for (const [status, response] of Object.entries(operation.responses)) {
      if (response.description === 'Default Response') response.description = STATUS_TEXT[status] ?? response.description;
    }
  }
  const schemas = document.components?.schemas ?? {};
  const reached = new Set<string>();
  const walk = (node: unknown): void => {
    const text = JSON.stringify(node);
    for (const [, id] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (reached.has(id!)) continue;
      reached.add(id!);
      walk(schemas[id!]);
    }
  };
  walk({ paths: document.paths, webhooks: document.webhooks });
  for (const id of Object.keys(schemas)) if (!reached.has(id)) delete schemas[id];
  return document;
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const { version } = JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')) as { version: string };
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'TCC', version, description: DESCRIPTION },
      tags: [
        ...new Map(AREAS.filter(([, , text]) => text).map(([, name, description]) => [name, { name, description }])).values(),
        { name: 'Webhooks', description: "The trip events TCC sends to an organisation's webhook endpoints, each signed." },
      ],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'A session token from a sign-in call, or an integration key (tcc_…).',
          },
        },
      },
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      if (!isPublished(url)) return { schema: { ...schema, hide: true }, url };
      const tag = tagOf(url);
      const security = requiresSignIn(input.route) ? [{ bearerAuth: [] }] : undefined;
      const { answerHeaders, ...declared } = schema;
      const facts: RouteFacts = {
        takesIdempotencyKey: takesIdempotencyKey(input.route),
        rateLimited: isRateLimited(input.route),
        takesBody: declared.body !== undefined,
        answerHeaders: answerHeaders ?? {},
      };
      return { schema: { ...declared, ...(tag && { tags: [tag] }), ...(security && { security }), [ROUTE_FACTS]: facts }, url: publishedPath(url) };
    },
    transformObject: (input) => readable(jsonSchemaTransformObject(input) as OpenApiDocument),
  });

  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => reply.header('cache-control', 'no-cache').send(app.swagger()));
  await app.register(apiDocs);
}

/** /api/docs: the Scalar page, its script from this server, and only its own, looser CSP. */
async function apiDocs(docs: FastifyInstance): Promise<void> {
  docs.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || !String(reply.getHeader('content-type')).startsWith('text/html')) return payload;
    const inline = [...payload.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      ([, code]) => `'sha256-${createHash('sha256').update(code!).digest('base64')}'`,
    );
    // Scalar's page runs the one inline script that starts it (allowed by its hash), sets its styles at run time (hence
    // inline styles) and draws icons from data: SVGs; scripts, calls, fonts and everything else stay on this origin.
    reply.header(
      'content-security-policy',
      [
        "default-src 'self'",
        `script-src 'self' ${inline.join(' ')}`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
    return payload;
  });
  await docs.register(scalarApiReference, {
    routePrefix: DOCS_PATH,
    // the page reads the document from @fastify/swagger at /api/docs/openapi.json (the same as /api/openapi.json);
    // nothing that would reach Scalar's servers (its fonts, telemetry, its AI agent) is on
    configuration: { pageTitle: 'TCC API', favicon: '/favicon.svg', withDefaultFonts: false, telemetry: false, showDeveloperTools: 'never', agent: { disabled: true } },
  });
}
