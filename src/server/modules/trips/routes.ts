import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionValuesSchema } from '@/domain/trips/dropdown-option-answers';
import { agencyMatchQuery } from '@/domain/trips/agency-matching';
import { adminTripBody } from '@/domain/trips/admin-trip-request';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import { TRIP_READ_SCOPES } from '@/domain/integrations/integration-keys';
import { DROPDOWN_MESSAGES, TRIP_OPTION_PATHS } from '@/domain/trips/trip-options';
import { enhancedTripBody } from '@/domain/trips/trip-request';
import { duplicateTripAnswer } from '@/domain/trips/duplicate-requests';
import { tripStatusBody } from '@/domain/trips/trip-transitions';
import { assignedAgencyRefusal } from '@/domain/trips/accepting-agency';
import { tripUnitAnswer, tripUnitBody } from '@/domain/units/unit-assignment';
import { dateInZone } from '@/domain/trips/scheduled-time';
import { tripCsvFileName, tripFilterQuery, tripListQuery } from '@/domain/trips/trip-views';
import { agencyOptionSchema, tripAfterMoveSchema, tripContactSchema, tripDetailsSchema, tripListAnswer } from '@/domain/trips/trip-answers';
import { dataAnswer } from '@/domain/common/answers';
import { STAFF_USER_TYPES } from '@/domain/common/enums';
import type { AppContext } from '@/server/context';
import { answers } from '@/server/http/answer-contract';
import { forbidden, notFound } from '@/server/http/errors';
import { idParams, requireKnownId } from '@/server/http/id-param';
import { callerOf, requireRole } from '@/server/plugins/auth';
import { optionValuesForForm } from '../dropdown-options';
import { agencyAnalyticsRoutes } from './agency-analytics-routes';
import { agencyListOrigin } from './agency-list-origin';
import { agenciesWithFreeUnits, agencyOptionsNear } from './agency-matching';
import { moveTripWithItsReturn } from './linked-return-moves';
import { linkedReturnRoutes } from './linked-return-routes';
import { centerActionRoutes } from './center-action-routes';
import { tripsCsv } from './export-trips';
import { hospitalOverviewRoutes } from './hospital-overview-routes';
import { listTrips } from './list-trips';
import { pointOf } from './offered-agencies';
import { requestAdminTrip, requestEnhancedTrip } from './request-trip';
import { getTripContacts } from './trip-contacts';
import { getTripDetails } from './trip-details';
import { assignUnit } from './assign-unit';
import { recordAccess } from '../access-log';
import { todayAtCenter } from '../credentials';

/**
 * Roles: HEALTHCARE requests transports for its own hospital and sees only those; ADMIN requests for any place and
 * sees all; USER reads all and acts on any trip as ADMIN does; EMS sees the trips offered or assigned to its agency. Status moves follow the transition table.
 */
export function tripRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // every desk; the crew reads its unit's trips through /api/crew/trips alone
    const anyone = { onRequest: requireRole(...STAFF_USER_TYPES) };
    const requester = { onRequest: requireRole('ADMIN', 'HEALTHCARE') };
    const planner = { onRequest: requireRole('ADMIN', 'USER', 'HEALTHCARE') };
    const byId = { preValidation: requireKnownId(TRIP_ERRORS.notFound) };
    // what an API key may call here: a facility's key creates requests; reading trips takes either scope
    const keyCreates = { config: { keyScope: 'requests:write' as const } };
    const keyReads = { config: { keyScope: TRIP_READ_SCOPES } };
    await app.register(agencyAnalyticsRoutes(ctx));
    await app.register(hospitalOverviewRoutes(ctx));
    await app.register(linkedReturnRoutes(ctx));
    await app.register(centerActionRoutes(ctx));

    const created = { ...answers({ 201: dataAnswer(tripDetailsSchema) }, 400, 401, 403, 404), 409: duplicateTripAnswer };
    app.post(
      '/enhanced',
      {
        ...requester,
        ...keyCreates,
        schema: {
          description: "A facility's request for a transport (the wizard's), offered to the agencies it names or those near; HEALTHCARE for its own hospital, ADMIN for any.",
          body: enhancedTripBody,
          response: created,
        },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        const id = await requestEnhancedTrip(ctx, caller, request.body);
        return reply.code(201).send({ success: true, data: await getTripDetails(ctx.db, caller, id, ctx.now()) });
      },
    );

    app.post(
      '/',
      {
        ...requester,
        ...keyCreates,
        schema: {
          description: "The control center's Create Transport Request form: a request from any facility (ADMIN), or from the caller's own (HEALTHCARE).",
          body: adminTripBody,
          response: created,
        },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        const id = await requestAdminTrip(ctx, caller, request.body);
        return reply.code(201).send({ success: true, data: await getTripDetails(ctx.db, caller, id, ctx.now()) });
      },
    );

    app.get(
      '/',
      {
        ...anyone,
        ...keyReads,
        schema: {
          description: 'One page of the trips the caller may see (a facility its own, an agency those offered to it or its own, the control center all), filtered and sorted, with how many match and, when asked, the counts by status.',
          querystring: tripListQuery,
          response: answers({ 200: tripListAnswer }, 400, 401, 403),
        },
      },
      async (request) => ({ success: true as const, ...(await listTrips(ctx.db, callerOf(request), request.query, ctx.now())) }),
    );

    // the control center's CSV of Trip Management: the list's filters and order, every matching trip, no paging
    const controlCenter = { onRequest: requireRole('ADMIN', 'USER') };
    const csvFile = { description: 'The trips as a CSV file', content: { 'text/csv': { schema: z.string() } } };
    app.get(
      '/export',
      {
        ...controlCenter,
        schema: {
          description: 'Every trip matching the list filters, in the list order, as a CSV file; for the control center (ADMIN, USER).',
          querystring: tripFilterQuery,
          response: { 200: csvFile, ...answers({}, 400, 401, 403) },
        },
      },
      async (request, reply) => {
        // the file's date and its local columns are the exporting user's: the control center's zone
        const caller = callerOf(request);
        const fileName = tripCsvFileName(dateInZone(new Date(), caller.timeZone));
        const csv = await tripsCsv(ctx.db, caller, request.query, (rows) =>
          recordAccess(ctx.db, request, caller, rows.map((r) => ({ tripId: r.id, patientId: r.patientId }))),
        );
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );

    app.get(
      '/options/:category',
      {
        ...planner,
        schema: {
          description: "The values of one of the request form's choice lists (the caller's facility's own, else the system's), in order; ADMIN, USER, HEALTHCARE.",
          params: z.object({ category: z.string().max(100) }),
          response: answers({ 200: dataAnswer(optionValuesSchema) }, 400, 401, 403, 404),
        },
      },
      async (request) => {
        const category = TRIP_OPTION_PATHS[request.params.category];
        if (!category) throw notFound(DROPDOWN_MESSAGES.unknownCategory);
        return { success: true, data: await optionValuesForForm(ctx.db, callerOf(request), category) };
      },
    );

    app.get(
      '/agencies/available',
      {
        ...planner,
        schema: {
          description: 'The active agencies with at least one available unit, by name; ADMIN, USER, HEALTHCARE.',
          response: answers({ 200: dataAnswer(z.array(agencyOptionSchema)) }, 401, 403),
        },
      },
      async () => ({ success: true, data: await agenciesWithFreeUnits(ctx.db) }),
    );

    app.get(
      '/agencies/:id',
      {
        ...planner,
        schema: {
          description: 'The active agencies able to carry the level within the radius of a pickup place, nearest first; ADMIN, USER, HEALTHCARE (from its own hospital).',
          params: idParams,
          querystring: agencyMatchQuery,
          response: answers({ 200: dataAnswer(z.array(agencyOptionSchema)) }, 400, 401, 403, 404),
        },
      },
      async (request) => {
        const origin = await agencyListOrigin(ctx.db, callerOf(request), request.params.id);
        const { radius, transportLevel } = request.query;
        return { success: true, data: await agencyOptionsNear(ctx.db, pointOf(origin), radius, transportLevel ?? null) };
      },
    );

    const tripSchema = {
      description: 'One trip the caller may see, with its offers (an agency its own) and its status history.',
      params: idParams,
      response: answers({ 200: dataAnswer(tripDetailsSchema) }, 401, 403, 404),
    };
    app.get('/:id', { ...anyone, ...byId, ...keyReads, schema: tripSchema }, async (request) => ({
      success: true,
      data: await getTripDetails(ctx.db, callerOf(request), request.params.id, ctx.now()),
    }));

    // whom to call about the trip, for whoever may read its details
    const contactsSchema = {
      description: 'Whom to call about a trip: the requesting facility, the pickup and the destination, for whoever may read its details.',
      params: idParams,
      response: answers({ 200: dataAnswer(z.array(tripContactSchema)) }, 401, 403, 404),
    };
    app.get('/:id/contacts', { ...anyone, ...byId, schema: contactsSchema }, async (request) => ({
      success: true,
      data: await getTripContacts(ctx.db, callerOf(request), request.params.id),
    }));

    const mover = { onRequest: requireRole('ADMIN', 'USER', 'HEALTHCARE', 'EMS') };
    const statusSchema = {
      description: 'Moves a trip along its status table (accept, decline, start, complete, cancel, undo) as the caller may: a facility its own requests, an agency those offered or assigned to it, the control center (ADMIN, USER) cancels any for its facility.',
      params: idParams,
      body: tripStatusBody,
      response: answers({ 200: dataAnswer(tripAfterMoveSchema) }, 400, 401, 403, 404, 409),
    };
    app.put('/:id/status', { ...mover, ...byId, schema: statusSchema }, async (request) => {
      const caller = callerOf(request);
      const refusal = assignedAgencyRefusal(request.body.assignedAgencyId, caller);
      if (refusal) throw forbidden(refusal);
      // the trip as the move left it; null after a decline, which takes the trip off the agency's list
      return { success: true as const, data: await moveTripWithItsReturn(ctx.db, caller, request.params.id, request.body, ctx.center) };
    });

    // beyond the spec: the assigned agency names or replaces the unit carrying an accepted or in-progress trip
    const unitSchema = {
      description: "Names or replaces the unit carrying an accepted or in-progress trip; EMS, for its own agency's trips.",
      params: idParams,
      body: tripUnitBody,
      response: answers({ 200: tripUnitAnswer }, 400, 401, 403, 404, 409),
    };
    app.put('/:id/unit', { onRequest: requireRole('EMS'), ...byId, schema: unitSchema }, async (request) => ({
      success: true as const,
      data: await assignUnit(ctx.db, callerOf(request), request.params.id, request.body.unitId, todayAtCenter(ctx.center)),
    }));
  };
}
