// A ServiceRequest from a facility's EHR becomes a transport request through the wizard's own code and rules.
import { and, eq } from 'drizzle-orm';
import { FhirProblem } from '@/domain/fhir/fhir-problem';
import { conditionalIdentifier, readServiceRequest } from '@/domain/fhir/service-request';
import { ORDER_FIELD_PATHS, requestBodyOf, ruleExpression } from '@/domain/fhir/transport-order-mapping';
import { enhancedTripBody } from '@/domain/trips/trip-request';
import { DUPLICATE_MESSAGES } from '@/domain/trips/duplicate-requests';
import { ALLOW_DUPLICATE_EXTENSION } from '@/domain/fhir/fhir-systems';
import type { AppContext } from '@/server/context';
import type { Db } from '@/server/db/connect';
import { isUniqueViolation } from '@/server/db/errors';
import { trips } from '@/server/db/schema';
import { HttpError } from '@/server/http/errors';
import type { Caller } from '@/server/plugins/auth';
import { DuplicateRequest, requestEnhancedTrip } from '../trips';
import { orderAgencies, orderDestination } from './order-parties';

type OrderId = { system: string; value: string };

async function tripOfOrder(db: Db, hospitalId: string | null, id: OrderId): Promise<string | null> {
  if (!hospitalId) return null;
  const [row] = await db
    .select({ id: trips.id })
    .from(trips)
    .where(and(eq(trips.hospitalId, hospitalId), eq(trips.orderSystem, id.system), eq(trips.orderIdentifier, id.value)));
  return row?.id ?? null;
}

/**
 * Creates the trip an order asks for and returns its id, or (a conditional create that finds its identifier) the trip
 * made before. Two identical orders at once make one trip: the unique index decides, and the loser answers the winner's.
 */
export async function placeOrder(ctx: AppContext, caller: Caller, resource: unknown, ifNoneExist: string | undefined): Promise<{ tripId: string; created: boolean }> {
  const order = readServiceRequest(resource);
  const conditional = ifNoneExist === undefined ? null : conditionalIdentifier(ifNoneExist, order);
  if (conditional) {
    const existing = await tripOfOrder(ctx.db, caller.hospitalId, conditional);
    if (existing) return { tripId: existing, created: false };
  }
  const destination = await orderDestination(ctx.db, order.destination);
  const performers = await orderAgencies(ctx.db, order.performers);
  const body = enhancedTripBody.safeParse(requestBodyOf(order, destination, performers.map((a) => a.id)));
  if (!body.success) {
    const issue = body.error.issues[0]!;
    const field = String(issue.path[0] ?? '');
    const at = ORDER_FIELD_PATHS[field] ?? 'ServiceRequest';
    throw new FhirProblem(400, `${at}: ${issue.message}`, at);
  }
  try {
    return { tripId: await requestEnhancedTrip(ctx, caller, body.data, order.identifier), created: true };
  } catch (err) {
    // the request rules' refusal names the element of the order it is about
    if (err instanceof HttpError && err.statusCode === 400) throw new FhirProblem(400, err.message, ruleExpression(err.message, body.data, performers));
    // the same order sent again is answered by its identifier; another order for the same transport is a duplicate
    const sameOrder = order.identifier && (err instanceof DuplicateRequest || isUniqueViolation(err)) ? await tripOfOrder(ctx.db, caller.hospitalId, order.identifier) : null;
    if (!sameOrder && err instanceof DuplicateRequest) {
      const hint = `add the extension ${ALLOW_DUPLICATE_EXTENSION} with valueBoolean true if a second transport is intended`;
      throw new FhirProblem(409, `${DUPLICATE_MESSAGES.trip(err.match, caller.timeZone)} (Task/${err.match.id}); ${hint}`, 'ServiceRequest', 'duplicate');
    }
    if (!sameOrder) throw err;
    if (conditional) return { tripId: sameOrder, created: false };
    throw new FhirProblem(409, 'ServiceRequest.identifier: an order with this identifier exists already; send If-None-Exist (in a Bundle, the entry\'s request.ifNoneExist) to get its Task', 'ServiceRequest.identifier', 'duplicate');
  }
}
