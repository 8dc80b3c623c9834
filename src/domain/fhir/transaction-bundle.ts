// A transaction Bundle from an EHR: one ServiceRequest with the Patient, Location and Organization entries it
// references, read as one order. TCC keeps no Patient, Location or Organization, so those entries are the order's
// contained resources under another name: the ServiceRequest is rewritten to contain them and read as any other.
import { FhirProblem } from './fhir-problem';
import type { FhirTask, TransactionResponse } from './fhir-resources';

const SR = 'ServiceRequest';
/** The entries a transaction may carry beside its ServiceRequest: what the order references. */
export const BUNDLE_PARTY_TYPES = ['Patient', 'Location', 'Organization'] as const;
const MAX_ENTRIES = 50;

type Json = Record<string, unknown>;

/** A transaction read: the ServiceRequest to place (its bundle references made contained), where it stood, and its entries. */
export interface TransactionOrder {
  serviceRequest: Json;
  /** The ServiceRequest's index in Bundle.entry: problems with the order are named there. */
  orderEntry: number;
  /** The ServiceRequest entry's request.ifNoneExist: a conditional create, as the header is for a single POST. */
  ifNoneExist: string | undefined;
  /** Each entry's resource type, in the Bundle's order: the answer has one entry for each. */
  entryTypes: string[];
}

const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
const invalid = (expression: string, message: string, type: 'invalid' | 'required' | 'not-supported' = 'invalid') =>
  new FhirProblem(400, `${expression}: ${message}`, expression, type);

interface Entry {
  at: string;
  resource: Json;
  type: string;
  fullUrl: string | undefined;
  ifNoneExist: string | undefined;
}

function entryOf(raw: unknown, i: number): Entry {
  const at = `Bundle.entry[${i}]`;
  if (!isObject(raw)) throw invalid(at, 'must be an object', 'required');
  const { resource, request, fullUrl } = raw;
  if (!isObject(resource)) throw invalid(`${at}.resource`, 'is required', 'required');
  const type = typeof resource.resourceType === 'string' ? resource.resourceType : '';
  if (type !== SR && !(BUNDLE_PARTY_TYPES as readonly string[]).includes(type)) {
    throw invalid(`${at}.resource.resourceType`, `must be ServiceRequest, ${BUNDLE_PARTY_TYPES.join(', ')}, not ${JSON.stringify(type || null)}: a transaction carries one order and what it references`);
  }
  if (!isObject(request)) throw invalid(`${at}.request`, 'is required in a transaction', 'required');
  if (request.method !== 'POST') throw invalid(`${at}.request.method`, 'must be POST: a transaction creates an order', 'not-supported');
  if (request.url !== type) throw invalid(`${at}.request.url`, `must be ${type}, the entry's resource type`);
  if (request.ifNoneExist !== undefined && typeof request.ifNoneExist !== 'string') throw invalid(`${at}.request.ifNoneExist`, 'must be a string');
  if (fullUrl !== undefined && typeof fullUrl !== 'string') throw invalid(`${at}.fullUrl`, 'must be a string');
  return { at, resource, type, fullUrl, ifNoneExist: request.ifNoneExist };
}

/** Does a reference point at this entry: its fullUrl, or Type/id of its resource (relative to the server)? */
function pointsAt(reference: string, entry: Entry): boolean {
  if (entry.fullUrl !== undefined && reference === entry.fullUrl) return true;
  return typeof entry.resource.id === 'string' && reference === `${entry.type}/${entry.resource.id}`;
}

/**
 * Reads a transaction Bundle (any JSON) into its order; throws FhirProblem 400 naming the Bundle's element at fault.
 * Every party entry must be one the ServiceRequest references: a transaction is all or nothing, and TCC would
 * otherwise silently drop what it cannot keep.
 */
export function readTransactionBundle(body: unknown): TransactionOrder {
  if (!isObject(body)) throw new FhirProblem(400, 'The body must be a FHIR resource (a JSON object)', 'Bundle', 'structure');
  if (body.resourceType !== 'Bundle') throw invalid('resourceType', `must be Bundle, not ${JSON.stringify(body.resourceType ?? null)}; a single order is POSTed to ServiceRequest`, 'required');
  if (body.type !== 'transaction') throw invalid('Bundle.type', `must be transaction, not ${JSON.stringify(body.type ?? null)}`, 'not-supported');
  if (!Array.isArray(body.entry) || body.entry.length === 0) throw invalid('Bundle.entry', 'must hold the ServiceRequest', 'required');
  if (body.entry.length > MAX_ENTRIES) throw invalid('Bundle.entry', `may hold at most ${MAX_ENTRIES} entries`);
  const entries = body.entry.map(entryOf);
  const orders = entries.filter((e) => e.type === SR);
  if (orders.length === 0) throw invalid('Bundle.entry', 'must hold one ServiceRequest: the transport order', 'required');
  if (orders.length > 1) throw invalid(orders[1]!.at, 'a transaction carries one ServiceRequest; send each order on its own');

  const order = orders[0]!;
  const orderEntry = entries.indexOf(order);
  const parties = entries.filter((e) => e !== order);
  const containedIdOf = (p: Entry) => `entry${entries.indexOf(p)}`;
  const used = new Set<Entry>();
  const resolve = (ref: unknown): unknown => {
    if (!isObject(ref) || typeof ref.reference !== 'string') return ref;
    const target = parties.find((p) => pointsAt(ref.reference as string, p));
    if (!target) return ref;
    used.add(target);
    return { ...ref, reference: `#${containedIdOf(target)}` };
  };
  const sr = order.resource;
  const serviceRequest: Json = {
    ...sr,
    ...(sr.subject !== undefined && { subject: resolve(sr.subject) }),
    ...(Array.isArray(sr.locationReference) && { locationReference: sr.locationReference.map(resolve) }),
    ...(Array.isArray(sr.performer) && { performer: sr.performer.map(resolve) }),
  };
  const unused = parties.find((p) => !used.has(p));
  if (unused) throw invalid(unused.at, `the ServiceRequest does not reference this ${unused.type} (by its fullUrl or ${unused.type}/id); TCC keeps only what the order references`);
  if (parties.length > 0) {
    const own = Array.isArray(sr.contained) ? sr.contained : [];
    serviceRequest.contained = [...own, ...parties.map((p) => ({ ...p.resource, id: containedIdOf(p) }))];
  }
  return { serviceRequest, orderEntry, ifNoneExist: order.ifNoneExist, entryTypes: entries.map((e) => e.type) };
}

/** A problem with the order, named where the order stands in the Bundle: ServiceRequest.x → Bundle.entry[i].resource.x. */
export function inOrderEntry(problem: FhirProblem, orderEntry: number): FhirProblem {
  const at = `Bundle.entry[${orderEntry}].resource`;
  const rename = (text: string) => (text.startsWith(SR) ? at + text.slice(SR.length) : text);
  if (!problem.expression?.startsWith(SR)) return problem;
  const message = problem.message.startsWith(`${problem.expression}:`) ? rename(problem.message) : problem.message;
  return new FhirProblem(problem.status, message, rename(problem.expression), problem.issueType);
}

/** How the order used each kind of entry, said in the answer's entry: none of them is kept as a resource. */
const PARTY_USE: Record<(typeof BUNDLE_PARTY_TYPES)[number], string> = {
  Patient: "Read as the order's patient: TCC keeps its identifier only, never a name",
  Location: "Read as the order's destination and matched to TCC's directory; not kept as a resource",
  Organization: "Read as an agency the order is offered to and matched to TCC's agencies; not kept as a resource",
};

/** The transaction's answer: the order's entry with its Task (201, or 200 when a conditional create found it), and a note on each other entry. */
export function transactionResponse(order: TransactionOrder, task: FhirTask, created: boolean): TransactionResponse {
  return {
    resourceType: 'Bundle',
    type: 'transaction-response',
    entry: order.entryTypes.map((type, i) =>
      i === order.orderEntry
        ? { resource: task, response: { status: created ? '201 Created' : '200 OK', location: `Task/${task.id}` } }
        : {
            response: {
              status: '200 OK',
              outcome: {
                resourceType: 'OperationOutcome',
                issue: [{ severity: 'information', code: 'informational', diagnostics: PARTY_USE[type as keyof typeof PARTY_USE] }],
              },
            },
          },
    ),
  };
}
