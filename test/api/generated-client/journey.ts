// A client's journey written only against the types openapi-typescript generates from GET /api/openapi.json
// (./tcc-api, written beside this file by generated-client.test.ts): a facility requests a trip, an agency accepts
// it, its crew records the steps, an EHR orders a trip over FHIR, and an endpoint reads a webhook. Type-checked, never
// run: a call the document cannot type fails the check. No casts.
import type { paths, webhooks } from './tcc-api';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Operation<P extends keyof paths, M extends Method> = Exclude<paths[P][M], undefined>;

type PathParams<O> = O extends { parameters: { path: infer X } } ? { path: X } : { path?: never };
type QueryParams<O> = O extends { parameters: { query?: infer X } } ? { query?: X } : { query?: never };
type HeaderParams<O> = O extends { parameters: { header?: infer X } } ? { headers?: X } : { headers?: never };
type Body<O> = O extends { requestBody: { content: infer C } } ? { body: C[keyof C] } : { body?: never };
type Init<O> = PathParams<O> & QueryParams<O> & HeaderParams<O> & Body<O> & { token?: string };

type Responses<O> = O extends { responses: infer R } ? R : never;
type Answer<R> = R extends { content: infer C } ? C[keyof C] : undefined;

/** The answer of the status the caller expects, its body typed as the document declares it for that status. */
interface Answered<O, S> {
  status: S;
  body: S extends keyof Responses<O> ? Answer<Responses<O>[S]> : never;
  headers: Headers;
}

const BASE = 'http://localhost:3000';

/** A call's path values, query, headers as name and text. */
const pairs = (values: unknown): [string, string][] =>
  typeof values === 'object' && values !== null ? Object.entries(values).map(([name, value]) => [name, String(value)]) : [];

/** Sends a call; `init` is read as what any operation sends (path values, query, headers, body, token). */
async function send<O, S, I>(method: Method, path: string, status: S, init: I): Promise<Answered<O, S>> {
  const parts = new Map(typeof init === 'object' && init !== null ? Object.entries(init) : []);
  const values = new Map(pairs(parts.get('path')));
  const query = new URLSearchParams(pairs(parts.get('query')));
  const headers = new Headers(pairs(parts.get('headers')));
  const token: unknown = parts.get('token');
  const body: unknown = parts.get('body');
  if (typeof token === 'string') headers.set('authorization', `Bearer ${token}`);
  if (body !== undefined) headers.set('content-type', 'application/json');
  const url = `${BASE}${path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values.get(name) ?? ''))}${query.size > 0 ? `?${query}` : ''}`;
  const res = await fetch(url, { method: method.toUpperCase(), headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (res.status !== status) throw new Error(`${method.toUpperCase()} ${path} answered ${res.status}, not ${status}`);
  return { status, body: await res.json(), headers: res.headers };
}

/**
 * A call named by method and path as the document names them, then made with the status it expects (anything else
 * is thrown) and what it sends; the two steps let the path fix the operation before what it sends is checked.
 */
const call =
  <P extends keyof paths, M extends Method>(method: M, path: P) =>
  <S extends keyof Responses<Operation<P, M>> & number>(status: S, init: Init<Operation<P, M>>) =>
    send<Operation<P, M>, S, Init<Operation<P, M>>>(method, path, status, init);

export async function facilityRequestsAndCrewCarries(tokens: { facility: string; agency: string; crew: string }, places: { origin: string; destination: string }) {
  const created = await call('post', '/api/trips')(201, {
    token: tokens.facility,
    headers: { 'idempotency-key': crypto.randomUUID() },
    body: {
      patientId: 'P-1001',
      originFacilityId: places.origin,
      destinationFacilityId: places.destination,
      transportLevel: 'BLS',
      readyStart: '2026-11-21T14:30:00Z',
      readyEnd: '2026-11-21T15:00:00Z',
    },
  });
  const tripId: string = created.body.data.id;
  const replayed: string | null = created.headers.get('idempotent-replayed');

  const accepted = await call('put', '/api/trips/{id}/status')(200, { token: tokens.agency, path: { id: tripId }, body: { status: 'ACCEPTED' } });
  const acceptedStatus: string | undefined = accepted.body.data?.status;

  const sentAt = new Date().toISOString();
  const steps = await call('post', '/api/crew/steps')(200, {
    token: tokens.crew,
    body: {
      sentAt,
      steps: [
        { id: crypto.randomUUID(), tripId, step: 'EN_ROUTE', at: sentAt },
        { id: crypto.randomUUID(), tripId, step: 'AT_PICKUP', at: sentAt, position: { latitude: 40.44, longitude: -79.99 } },
      ],
    },
  });
  return { tripId, replayed, acceptedStatus, outcomes: steps.body.data.length };
}

export async function ehrOrdersOverFhir(key: string, orderId: string) {
  const order = await call('post', '/fhir/r4/ServiceRequest')(201, {
    token: key,
    headers: { 'if-none-exist': `identifier=urn:ehr:orders|${orderId}` },
    body: {
      resourceType: 'ServiceRequest',
      identifier: [{ system: 'urn:ehr:orders', value: orderId }],
      status: 'active',
      intent: 'order',
      priority: 'urgent',
      code: { coding: [{ system: 'https://tcc.example/fhir/CodeSystem/transport-level', code: 'BLS' }] },
      subject: { identifier: { system: 'urn:ehr:mrn', value: 'MRN-77' } },
      occurrenceDateTime: '2026-11-21T14:30:00-05:00',
      locationReference: [{ display: 'Mercy Hospital' }],
    },
  });
  const location: string | null = order.headers.get('location');
  const taskStatus: string = order.body.status;

  const bundle = await call('post', '/fhir/r4')(200, {
    token: key,
    body: {
      resourceType: 'Bundle',
      type: 'transaction',
      entry: [
        {
          fullUrl: 'urn:uuid:order',
          resource: {
            resourceType: 'ServiceRequest',
            status: 'active',
            intent: 'order',
            code: { text: 'BLS' },
            subject: { reference: 'urn:uuid:patient' },
            occurrenceDateTime: '2026-11-21T14:30:00-05:00',
            locationReference: [{ display: 'Mercy Hospital' }],
          },
          request: { method: 'POST', url: 'ServiceRequest', ifNoneExist: `identifier=urn:ehr:orders|${orderId}` },
        },
        { fullUrl: 'urn:uuid:patient', resource: { resourceType: 'Patient' }, request: { method: 'POST', url: 'Patient' } },
      ],
    },
  });
  return { location, taskStatus, entries: bundle.body.entry.length };
}

type WebhookBody<E extends keyof webhooks> = Exclude<webhooks[E]['post'], undefined>['requestBody']['content']['application/json'];
type WebhookHeaders<E extends keyof webhooks> = Exclude<webhooks[E]['post'], undefined>['parameters']['header'];

/** An endpoint's handling of trip.step_recorded: the signature's parts and what it says of the trip. */
export function onStepRecorded(headers: WebhookHeaders<'trip.step_recorded'>, payload: WebhookBody<'trip.step_recorded'>) {
  const signed = `${headers['webhook-id']}.${headers['webhook-timestamp']}.`;
  const type: 'trip.step_recorded' = payload.type;
  return { signed, type, trip: payload.data.trip.tripNumber, step: payload.data.step?.label, at: payload.occurredAt };
}
