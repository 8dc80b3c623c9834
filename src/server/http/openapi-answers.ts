// What the published contract (GET /api/openapi.json) adds to an operation beyond its route's own schemas, from the
// plugins every request passes through: the Idempotency-Key a write takes, the statuses they answer (a body's 413 and
// 415, a limit's 429, a reused key's 400, 409 and 422) and the headers answered (Location, Retry-After,
// Idempotent-Replayed).
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_HOURS, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENT_REPLAY_HEADER } from '@/domain/common/idempotency';

/** What each status means, for responses whose schema gives no description of its own. */
export const STATUS_TEXT: Record<string, string> = {
  '200': 'Done',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'Done, nothing to answer',
  '400': 'The input is not valid',
  '401': 'Not signed in, or the session has ended',
  '403': "The caller's account may not do this",
  '404': 'Not found',
  '409': 'Conflicts with the present state',
  '410': 'No longer available',
  '413': 'The body is too large',
  '415': 'The body is not JSON',
  '422': 'Understood, but cannot be done',
  '429': 'Too many requests; try again later',
  '502': 'A service it relies on refused or failed',
  '503': 'Not ready, or a service it needs is not set up or down',
  '4XX': 'Any other refusal',
  '5XX': 'The server failed',
};

/** The headers an answer may carry, as the document declares them. */
const ANSWER_HEADERS = {
  location: { description: 'Where the created resource is, or where the browser goes next', schema: { type: 'string' } },
  'retry-after': { description: 'How many seconds to wait before trying again', schema: { type: 'integer', minimum: 0 } },
  [IDEMPOTENT_REPLAY_HEADER]: {
    description: 'true when this answer repeats the answer to the first request with the same Idempotency-Key',
    schema: { type: 'string', const: 'true' },
  },
} as const;
export type AnswerHeader = keyof typeof ANSWER_HEADERS;

declare module 'fastify' {
  interface FastifySchema {
    /** The headers a route's own answers carry, by status (those the plugins add are declared for it). */
    answerHeaders?: Partial<Record<number, readonly AnswerHeader[]>>;
  }
}

/** What the plugins make of one route, each worked out where its rule lives. */
export interface RouteFacts {
  takesIdempotencyKey: boolean;
  rateLimited: boolean;
  takesBody: boolean;
  answerHeaders: Partial<Record<number, readonly AnswerHeader[]>>;
}

/** Where a route's facts ride on its operation until the document is completed (an x- key passes through). */
export const ROUTE_FACTS = 'x-route-facts';

interface Response {
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, unknown>;
}
export interface Operation {
  parameters?: unknown[];
  responses: Record<string, Response>;
  [ROUTE_FACTS]?: RouteFacts;
}

const IDEMPOTENCY_PARAMETER = {
  name: IDEMPOTENCY_HEADER,
  in: 'header',
  required: false,
  description: `Makes the write act once: a repeat with the same key from the same caller within ${IDEMPOTENCY_KEY_HOURS} hours gets the first answer again (with Idempotent-Replayed: true); the same key with another request is answered 422.`,
  schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
};

/** Statuses in order: 200 before 201 before 4XX. */
const byStatus = ([a]: [string, unknown], [b]: [string, unknown]) => a.replace('XX', '99').localeCompare(b.replace('XX', '99'));

/** Completes one operation from its route's facts, which it takes off (they are not part of the document). */
export function declarePluginAnswers(operation: Operation): void {
  const facts = operation[ROUTE_FACTS];
  delete operation[ROUTE_FACTS];
  const responses = operation.responses;
  // a refusal the plugins answer has the shape of the route's other refusals (ErrorAnswer, or FHIR's OperationOutcome)
  const refusal = responses['4XX']?.content;
  const add = (status: string) => (responses[status] ??= { description: STATUS_TEXT[status]!, ...(refusal && { content: refusal }) });
  const answered = (status: string, name: AnswerHeader) => {
    const response = responses[status];
    if (response) response.headers = { ...response.headers, [name]: ANSWER_HEADERS[name] };
  };

  if (facts?.takesBody) ['413', '415'].forEach(add);
  if (facts?.rateLimited) add('429');
  if (facts?.takesIdempotencyKey) {
    ['400', '409', '422'].forEach(add);
    operation.parameters = [...(operation.parameters ?? []), IDEMPOTENCY_PARAMETER];
    // a kept answer is replayed; a failure, a limit and a caller without a session never are
    for (const status of Object.keys(responses)) if (!['401', '429'].includes(status) && !status.startsWith('5')) answered(status, IDEMPOTENT_REPLAY_HEADER);
  }
  answered('429', 'retry-after');
  for (const [status, names] of Object.entries(facts?.answerHeaders ?? {})) for (const name of names ?? []) answered(status, name);
  operation.responses = Object.fromEntries(Object.entries(responses).sort(byStatus));
}
