import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { occurrenceChangeBody, standingOrderBody } from '@/domain/standing-orders/standing-order-body';
import { duplicateSeriesAnswer } from '@/domain/standing-orders/series-duplicates';
import { standingOrderAnswer, standingOrderChangeAnswer, standingOrderListAnswer } from '@/domain/standing-orders/standing-order-answers';
import type { AppContext } from '@/server/context';
import { standingOrders } from '@/server/db/schema';
import { answers } from '@/server/http/answer-contract';
import { idParams } from '@/server/http/ids';
import { callerOf, requireRole } from '@/server/plugins/auth';
import { changeDate, createSeries, editSeries, endSeries } from './series-changes';
import { seriesFor, seriesScope, viewOf } from './series-rows';

const dateParams = idParams.extend({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2027-03-01') });

/** /api/standing-orders: a facility's series of trips; the control center reads every facility's. */
export function standingOrderRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/',
      {
        onRequest: requireRole('HEALTHCARE', 'ADMIN'),
        schema: { description: "The caller's facility's standing orders (every facility's for an administrator), newest first, each with its coming dates.", response: answers({ 200: standingOrderListAnswer }, 401, 403) },
      },
      async (request) => {
        const caller = callerOf(request);
        const rows = await ctx.db.select().from(standingOrders).where(seriesScope(caller)).orderBy(desc(standingOrders.createdAt));
        return { success: true as const, data: await Promise.all(rows.map((s) => viewOf(ctx.db, s, ctx.now(), caller))) };
      },
    );
    app.post(
      '/',
      {
        onRequest: requireRole('HEALTHCARE'),
        schema: {
          description: 'Creates a series: the wizard request each trip is made from, and its days, time, start and end, in the facility zone. Trips already due are made at once.',
          body: standingOrderBody,
          response: { ...answers({ 201: standingOrderChangeAnswer }, 400, 401, 403, 404), 409: duplicateSeriesAnswer },
        },
      },
      async (request, reply) => reply.code(201).send({ success: true as const, ...(await createSeries(ctx, callerOf(request), request.body)) }),
    );
    app.get(
      '/:id',
      {
        onRequest: requireRole('HEALTHCARE', 'ADMIN'),
        schema: { description: 'One series with its coming dates and their trips.', params: idParams, response: answers({ 200: standingOrderAnswer }, 401, 403, 404) },
      },
      async (request) => {
        const caller = callerOf(request);
        return { success: true as const, data: await viewOf(ctx.db, await seriesFor(ctx.db, caller, request.params.id), ctx.now(), caller) };
      },
    );
    app.put(
      '/:id',
      {
        onRequest: requireRole('HEALTHCARE'),
        schema: {
          description: 'Replaces the series from now on: its future trips no agency has taken are made again; the taken ones are left alone and listed.',
          params: idParams,
          body: standingOrderBody,
          response: { ...answers({ 200: standingOrderChangeAnswer }, 400, 401, 403, 404), 409: duplicateSeriesAnswer },
        },
      },
      async (request) => ({ success: true as const, ...(await editSeries(ctx, callerOf(request), request.params.id, request.body)) }),
    );
    app.delete(
      '/:id',
      {
        onRequest: requireRole('HEALTHCARE'),
        schema: {
          description: 'Ends the series: it makes no more trips, and its future trips no agency has taken are cancelled; the taken ones are listed.',
          params: idParams,
          response: answers({ 200: standingOrderChangeAnswer }, 401, 403, 404, 409),
        },
      },
      async (request) => ({ success: true as const, ...(await endSeries(ctx, callerOf(request), request.params.id)) }),
    );
    app.put(
      '/:id/dates/:date',
      {
        onRequest: requireRole('HEALTHCARE'),
        schema: {
          description: 'Skips one date (`{ "skipped": true }`) or moves its trip to another time that day (`{ "time": "07:15" }`); the other dates stay as they are.',
          params: dateParams,
          body: occurrenceChangeBody,
          response: answers({ 200: standingOrderAnswer }, 400, 401, 403, 404, 409),
        },
      },
      async (request) => ({ success: true as const, data: await changeDate(ctx, callerOf(request), request.params.id, request.params.date, request.body) }),
    );
  };
}
