import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { agencyMatchQuery } from '@/domain/trips/agency-matching';
import { adminTripBody } from '@/domain/trips/admin-trip-request';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import { TRIP_READ_SCOPES } from '@/domain/integrations/integration-keys';
import { DROPDOWN_MESSAGES, TRIP_OPTION_PATHS } from '@/domain/trips/trip-options';
import { enhancedTripBody } from '@/domain/trips/trip-request';
import { tripStatusBody } from '@/domain/trips/trip-transitions';
import { tripUnitAnswer, tripUnitBody } from '@/domain/units/unit-assignment';
import { dateInZone } from '@/domain/trips/scheduled-time';
import { tripCsvFileName, tripFilterQuery, tripListQuery, type TripListAnswer, type TripStatusAnswer } from '@/domain/trips/trip-views';
import type { AppContext } from '@/server/context';
import { notFound } from '@/server/http/errors';
import { idParams, requireKnownId } from '@/server/http/id-param';
import { callerOf, requireRole } from '@/server/plugins/auth';
import { optionValuesForForm } from '../dropdown-options/option-lists';
import { agencyAnalyticsRoutes } from './agency-analytics-routes';
import { agencyListOrigin } from './agency-list-origin';
import { agenciesWithFreeUnits, agencyOptionsNear } from './agency-matching';
import { changeTripStatus } from './change-trip-status';
import { tripsCsv } from './export-trips';
import { hospitalOverviewRoutes } from './hospital-overview-routes';
import { listTrips } from './list-trips';
import { pointOf } from './offered-agencies';
import { requestAdminTrip, requestEnhancedTrip } from './request-trip';
import { getTripContacts } from './trip-contacts';
import { getTripDetails } from './trip-details';
import { assignUnit } from './assign-unit';

/**
 * Roles: HEALTHCARE requests transports for its own hospital and sees only those; ADMIN requests for any place and
 * sees all; USER reads all; EMS sees the trips offered or assigned to its agency. Status moves follow the transition table.
 */
export function tripRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const anyone = { onRequest: requireRole() };
    const requester = { onRequest: requireRole('ADMIN', 'HEALTHCARE') };
    const planner = { onRequest: requireRole('ADMIN', 'USER', 'HEALTHCARE') };
    const byId = { preValidation: requireKnownId(TRIP_ERRORS.notFound) };
    // what an API key may call here: a facility's key creates requests; reading trips takes either scope
    const keyCreates = { config: { keyScope: 'requests:write' as const } };
    const keyReads = { config: { keyScope: TRIP_READ_SCOPES } };
    await app.register(agencyAnalyticsRoutes(ctx));
    await app.register(hospitalOverviewRoutes(ctx));

    app.post('/enhanced', { ...requester, ...keyCreates, schema: { body: enhancedTripBody } }, async (request, reply) => {
      const caller = callerOf(request);
      const id = await requestEnhancedTrip(ctx, caller, request.body);
      return reply.code(201).send({ success: true, data: await getTripDetails(ctx.db, caller, id) });
    });

    app.post('/', { ...requester, ...keyCreates, schema: { body: adminTripBody } }, async (request, reply) => {
      const caller = callerOf(request);
      const id = await requestAdminTrip(ctx, caller, request.body);
      return reply.code(201).send({ success: true, data: await getTripDetails(ctx.db, caller, id) });
    });

    app.get('/', { ...anyone, ...keyReads, schema: { querystring: tripListQuery } }, async (request): Promise<TripListAnswer> => ({
      success: true,
      ...(await listTrips(ctx.db, callerOf(request), request.query)),
    }));

    // the control center's CSV of Trip Management: the list's filters and order, every matching trip, no paging
    const controlCenter = { onRequest: requireRole('ADMIN', 'USER') };
    app.get('/export', { ...controlCenter, schema: { querystring: tripFilterQuery } }, async (request, reply) => {
      const fileName = tripCsvFileName(dateInZone(new Date(), ctx.config.timeZone));
      const csv = await tripsCsv(ctx.db, callerOf(request), request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    });

    app.get('/options/:category', { ...planner, schema: { params: z.object({ category: z.string().max(100) }) } }, async (request) => {
      const category = TRIP_OPTION_PATHS[request.params.category];
      if (!category) throw notFound(DROPDOWN_MESSAGES.unknownCategory);
      return { success: true, data: await optionValuesForForm(ctx.db, callerOf(request), category) };
    });

    app.get('/agencies/available', planner, async () => ({ success: true, data: await agenciesWithFreeUnits(ctx.db) }));

    app.get(
      '/agencies/:id',
      { ...planner, schema: { params: idParams, querystring: agencyMatchQuery } },
      async (request) => {
        const origin = await agencyListOrigin(ctx.db, callerOf(request), request.params.id);
        const { radius, transportLevel } = request.query;
        return { success: true, data: await agencyOptionsNear(ctx.db, pointOf(origin), radius, transportLevel ?? null) };
      },
    );

    app.get('/:id', { ...anyone, ...byId, ...keyReads, schema: { params: idParams } }, async (request) => ({
      success: true,
      data: await getTripDetails(ctx.db, callerOf(request), request.params.id),
    }));

    // whom to call about the trip, for whoever may read its details
    app.get('/:id/contacts', { ...anyone, ...byId, schema: { params: idParams } }, async (request) => ({
      success: true,
      data: await getTripContacts(ctx.db, callerOf(request), request.params.id),
    }));

    // USER is the read-only control center: refused before its body is judged
    const mover = { onRequest: requireRole('ADMIN', 'HEALTHCARE', 'EMS') };
    app.put('/:id/status', { ...mover, ...byId, schema: { params: idParams, body: tripStatusBody } }, async (request): Promise<TripStatusAnswer> => {
      const caller = callerOf(request);
      // the trip as the move left it; null after a decline, which takes the trip off the agency's list
      return { success: true, data: await changeTripStatus(ctx.db, caller, request.params.id, request.body, ctx.config) };
    });

    // beyond the spec: the assigned agency names or replaces the unit carrying an accepted or in-progress trip
    const unitSchema = { params: idParams, body: tripUnitBody, response: { 200: tripUnitAnswer } };
    app.put('/:id/unit', { onRequest: requireRole('EMS'), ...byId, schema: unitSchema }, async (request) => ({
      success: true as const,
      data: await assignUnit(ctx.db, callerOf(request), request.params.id, request.body.unitId),
    }));
  };
}
