// A ServiceRequest from an EHR read into what a transport request needs, or refused naming the element at fault.
import { z } from 'zod';
import type { TransportLevel } from '../common/enums';
import type { UrgencyLevel } from '../trips/trip-request';
import { FhirProblem, fhirPath } from './fhir-problem';
import { FHIR_PRIORITIES } from './fhir-resources';
import { AGENCY_SYSTEM, LEVEL_CODES, MOBILITY_CODES, NEED_CODES, ALLOW_DUPLICATE_EXTENSION, OFFER_DEADLINE_EXTENSION, PLACE_SYSTEM, TCC_CODE_SYSTEM, URGENCY_BY_PRIORITY } from './fhir-systems';
import { OFFER_DEADLINE_MINUTES } from '../trips/pickup-offers';

const SR = 'ServiceRequest';
// a date alone is no time to send an ambulance at: the time and its offset are required
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const identifier = z.looseObject({ system: z.string().min(1).optional(), value: z.string().trim().min(1).optional() });
const coding = z.looseObject({ system: z.string().optional(), code: z.string().optional() });
const concept = z.looseObject({ coding: z.array(coding).max(20).optional(), text: z.string().optional() });
const reference = z.looseObject({ reference: z.string().optional(), identifier: identifier.optional(), display: z.string().trim().min(1).optional() });
// a contained resource: only its identifiers and name are read; a Patient's name is never read at all
const contained = z.looseObject({ resourceType: z.string(), id: z.string().optional(), identifier: z.array(identifier).optional(), name: z.unknown().optional() });

const serviceRequest = z.looseObject({
  resourceType: z.literal(SR),
  identifier: z.array(identifier).max(10).optional(),
  status: z.literal('active', 'must be active: TCC takes only orders to carry out'),
  intent: z.enum(['order', 'original-order'], 'must be order or original-order'),
  priority: z.enum(FHIR_PRIORITIES, 'must be routine, urgent, asap or stat').default('routine'),
  code: concept,
  orderDetail: z.array(concept).max(20).optional(),
  subject: reference,
  occurrenceDateTime: z.string().regex(DATE_TIME, 'must be a date and time with its offset, such as 2026-11-21T14:30:00-05:00'),
  locationReference: z.array(reference).length(1, 'must name exactly one Location: the destination'),
  performer: z.array(reference).max(50).optional(),
  note: z.array(z.looseObject({ text: z.string() })).max(20).optional(),
  contained: z.array(contained).max(20).optional(),
  extension: z.array(z.looseObject({ url: z.string(), valueInteger: z.unknown().optional(), valueBoolean: z.unknown().optional() })).max(20).optional(),
});
type Input = z.output<typeof serviceRequest>;
type Ref = z.output<typeof reference>;
type Contained = z.output<typeof contained>;

/** A place or agency the request names, to be matched to TCC's directory: by TCC id, else by name. */
export interface PartyRef {
  expression: string;
  id?: string;
  name?: string;
}

/** What a ServiceRequest asks for, before its destination and agencies are matched. */
export interface TransportOrder {
  /** The order's business identifier: conditional creates and retries find the trip by it. */
  identifier: { system: string; value: string } | null;
  patientId: string;
  scheduledTime: string;
  urgencyLevel: UrgencyLevel;
  transportLevel: TransportLevel;
  mobilityLevel: string | undefined;
  oxygenRequired: boolean;
  monitoringRequired: boolean;
  specialNeeds: string | undefined;
  notes: string | undefined;
  destination: PartyRef;
  performers: PartyRef[];
  /** Set when the order asks to compare offers (OFFER_DEADLINE_EXTENSION): the minutes offers stay open. */
  offerDeadlineMinutes: number | undefined;
  /** Set when the order says a second transport of the patient is intended (ALLOW_DUPLICATE_EXTENSION). */
  allowDuplicate: boolean;
}

const invalid = (expression: string, message: string, type: 'invalid' | 'required' | 'code-invalid' = 'invalid') =>
  new FhirProblem(400, `${expression}: ${message}`, expression, type);

/** The contained resource a `#id` reference points at (of the type expected), or null for a reference by identifier or name. */
function containedTarget(r: Input, ref: Ref, type: string, at: string): Contained | null {
  if (ref.reference === undefined) return null;
  const target = ref.reference.startsWith('#') ? r.contained?.find((c) => c.id === ref.reference!.slice(1)) : undefined;
  if (!target) throw invalid(`${at}.reference`, `TCC resolves only contained resources (#id) and a transaction Bundle's entries; give the ${type} there, or its identifier or display`);
  if (target.resourceType !== type) throw invalid(`${at}.reference`, `must point at a ${type}, not a ${target.resourceType}`);
  return target;
}

function patientIdOf(r: Input): string {
  const at = `${SR}.subject`;
  const patient = containedTarget(r, r.subject, 'Patient', at);
  const value = patient ? patient.identifier?.find((i) => i.value)?.value : r.subject.identifier?.value;
  if (!value) throw invalid(patient ? `${at}.reference` : `${at}.identifier`, "the patient's identifier is required (TCC keeps no names)", 'required');
  return value;
}

/** A place or agency by TCC's identifier system, else by its name (a contained resource's) or the reference's display. */
function partyOf(r: Input, ref: Ref, type: 'Location' | 'Organization', system: string, at: string): PartyRef {
  const target = containedTarget(r, ref, type, at);
  const identifiers = target ? (target.identifier ?? []) : ref.identifier ? [ref.identifier] : [];
  const id = identifiers.find((i) => i.system === system && i.value)?.value;
  const name = target ? (typeof target.name === 'string' && target.name.trim() ? target.name.trim() : undefined) : ref.display;
  if (!id && !name) throw invalid(at, `must name the ${type} by an identifier of system ${system} or by name`, 'required');
  return { expression: at, ...(id && { id }), ...(name && { name }) };
}

function levelOf(r: Input): TransportLevel {
  const at = `${SR}.code.coding`;
  const codings = r.code.coding ?? [];
  const i = codings.findIndex((c) => c.system === TCC_CODE_SYSTEM);
  if (i < 0) throw invalid(at, `must hold a coding of system ${TCC_CODE_SYSTEM}: the level of care (BLS, ALS or CCT)`, 'required');
  const level = LEVEL_CODES[codings[i]!.code ?? ''];
  if (!level) throw invalid(`${at}[${i}].code`, `unknown code ${JSON.stringify(codings[i]!.code ?? '')}: the level of care is BLS, ALS or CCT`, 'code-invalid');
  return level;
}

/** The special needs and mobility among orderDetail's TCC codings; other systems' codings are left to the EHR. */
function detailsOf(r: Input) {
  const found = { oxygenRequired: false, monitoringRequired: false, needs: [] as string[], mobility: undefined as string | undefined };
  (r.orderDetail ?? []).forEach((detail, i) =>
    (detail.coding ?? []).forEach((c, j) => {
      if (c.system !== TCC_CODE_SYSTEM) return;
      const at = `${SR}.orderDetail[${i}].coding[${j}].code`;
      const code = c.code ?? '';
      const need = NEED_CODES[code as keyof typeof NEED_CODES];
      if (need) {
        if (need.flag) found[need.flag] = true;
        else found.needs.push(need.display);
      } else if (MOBILITY_CODES[code]) {
        if (found.mobility) throw invalid(at, 'only one mobility code may be given');
        found.mobility = MOBILITY_CODES[code];
      } else {
        const known = [...Object.keys(NEED_CODES), ...Object.keys(MOBILITY_CODES)].join(', ');
        throw invalid(at, `unknown code ${JSON.stringify(code)}: TCC's special needs and mobility codes are ${known}`, 'code-invalid');
      }
    }),
  );
  return found;
}

/** Reads a ServiceRequest (any JSON) into a transport order; throws FhirProblem 400 naming the element at fault. */
export function readServiceRequest(resource: unknown): TransportOrder {
  if (!resource || typeof resource !== 'object' || Array.isArray(resource)) throw new FhirProblem(400, 'The body must be a FHIR resource (a JSON object)', SR, 'structure');
  const type = (resource as { resourceType?: unknown }).resourceType;
  if (type !== SR) throw invalid('resourceType', `must be ServiceRequest, not ${JSON.stringify(type ?? null)}`, 'required');
  const parsed = serviceRequest.safeParse(resource);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw invalid(fhirPath(SR, issue.path), issue.code === 'invalid_type' && issue.input === undefined ? 'is required' : issue.message, issue.input === undefined ? 'required' : 'invalid');
  }
  const r = parsed.data;
  const details = detailsOf(r);
  const notes = (r.note ?? []).map((n) => n.text.trim()).filter(Boolean);
  const orderId = r.identifier?.find((i) => i.system && i.value);
  return {
    identifier: orderId ? { system: orderId.system!, value: orderId.value! } : null,
    patientId: patientIdOf(r),
    scheduledTime: r.occurrenceDateTime,
    urgencyLevel: URGENCY_BY_PRIORITY[r.priority],
    transportLevel: levelOf(r),
    mobilityLevel: details.mobility,
    oxygenRequired: details.oxygenRequired,
    monitoringRequired: details.monitoringRequired,
    specialNeeds: details.needs.length > 0 ? details.needs.join('; ') : undefined,
    notes: notes.length > 0 ? notes.join('\n') : undefined,
    destination: partyOf(r, r.locationReference[0]!, 'Location', PLACE_SYSTEM, `${SR}.locationReference[0]`),
    performers: (r.performer ?? []).map((p, i) => partyOf(r, p, 'Organization', AGENCY_SYSTEM, `${SR}.performer[${i}]`)),
    offerDeadlineMinutes: offerDeadlineOf(r),
    allowDuplicate: allowDuplicateOf(r),
  };
}

/** The minutes of the compare-offers extension, whole and within the deadline's range; undefined without it. */
function offerDeadlineOf(r: Input): number | undefined {
  const i = (r.extension ?? []).findIndex((e) => e.url === OFFER_DEADLINE_EXTENSION);
  if (i < 0) return undefined;
  const minutes = r.extension![i]!.valueInteger;
  const { min, max } = OFFER_DEADLINE_MINUTES;
  if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < min || minutes > max) {
    throw invalid(`${SR}.extension[${i}].valueInteger`, `must be a whole number of minutes from ${min} to ${max}: how long offers stay open`);
  }
  return minutes;
}

/** The allow-duplicate extension's valueBoolean; false without it. */
function allowDuplicateOf(r: Input): boolean {
  const i = (r.extension ?? []).findIndex((e) => e.url === ALLOW_DUPLICATE_EXTENSION);
  if (i < 0) return false;
  const value = r.extension![i]!.valueBoolean;
  if (typeof value !== 'boolean') throw invalid(`${SR}.extension[${i}].valueBoolean`, 'must be true or false: whether a second transport of the patient is intended');
  return value;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new FhirProblem(400, 'If-None-Exist holds an escape (%) that does not decode', 'If-None-Exist');
  }
}

/** `If-None-Exist: identifier=system|value`: the identifier it asks about; it must be the order's own. */
export function conditionalIdentifier(header: string, order: TransportOrder): { system: string; value: string } {
  const match = /^identifier=([^|]+)\|(.+)$/.exec(header.trim());
  if (!match) throw new FhirProblem(400, 'If-None-Exist must be identifier=system|value', 'If-None-Exist', 'not-supported');
  const asked = { system: decoded(match[1]!), value: decoded(match[2]!) };
  if (!order.identifier || order.identifier.system !== asked.system || order.identifier.value !== asked.value) {
    throw invalid(`${SR}.identifier`, 'must hold the identifier If-None-Exist names', 'required');
  }
  return asked;
}
