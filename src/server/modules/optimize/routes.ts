import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { performanceQuery, revenueQuery } from '@/domain/analytics/api';
import { optimizationSettingsBody, optimizationWeightsBody } from '@/domain/planning/optimization-settings';
import { BACKHAUL_PAIR_LIMIT, backhaulBody, backhaulQuery, optimizeRoutesBody, ROUTE_OPTIMIZATION_MESSAGES } from '@/domain/planning/route-optimization';
import { dispatchPlanBody } from '@/domain/planning/dispatch-plan';
import { planOffersBody } from '@/domain/planning/plan-offers';
import type { AppContext } from '@/server/context';
import { callerGoneSignal } from '@/server/http/caller-gone';
import { badRequest } from '@/server/http/errors';
import { callerOf, requireRole } from '@/server/plugins/auth';
import { scopeFor } from '../analytics/analytics-scope';
import { windowOf } from '../analytics/analytics-window';
import { performanceFigures } from '../analytics/performance-figures';
import { revenueFigures } from '../analytics/revenue-figures';
import { backhaulAnswer } from './backhaul';
import { backhaulFleet } from './backhaul-fleet';
import { dispatchPlan } from './dispatch-plan';
import { optimizeUnitRoute } from './optimize-route';
import { offerUnitPlan } from './plan-offers';
import { readOptimizationSettings, saveOptimizationSettings, settingsOwnerOf } from './optimization-settings';
import { namedRequests, pendingRequestsInScope } from './planning-requests';

/**
 * /api/optimize: the revenue and performance figures of the route optimization page and the analytics screens (an EMS
 * user its own agency's; the control center any agency's or unit's, or the whole system's), and the settings the
 * planner follows (an agency's own, the control center's for the rest).
 */
export function optimizeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const readers = { preHandler: requireRole('ADMIN', 'USER', 'EMS') };
    // the planning screen reads the settings first: the planner's threads start then, so that the first plan or
    // route waits for none of them to load
    const planners = { preHandler: [readers.preHandler, async () => void ctx.planner.warm()] };

    app.get('/revenue', { ...readers, schema: { querystring: revenueQuery } }, async (request) => {
      const window = windowOf(request.query);
      const scope = await scopeFor(ctx.db, callerOf(request), { agencyId: request.query.agencyId });
      return { success: true, data: await revenueFigures(ctx.db, scope, window) };
    });

    app.get('/settings', planners, async (request) => ({
      success: true,
      data: await readOptimizationSettings(ctx.db, settingsOwnerOf(callerOf(request))),
    }));

    // the control center's administrators keep the system's settings, an agency's dispatchers their agency's
    const writers = { preHandler: requireRole('ADMIN', 'EMS') };
    app.put('/settings', { ...writers, schema: { body: optimizationSettingsBody } }, async (request) => {
      const caller = callerOf(request);
      return { success: true, data: await saveOptimizationSettings(ctx.db, settingsOwnerOf(caller), caller.id, request.body) };
    });

    app.put('/weights', { ...writers, schema: { body: optimizationWeightsBody } }, async (request) => {
      const caller = callerOf(request);
      return { success: true, data: await saveOptimizationSettings(ctx.db, settingsOwnerOf(caller), caller.id, { weights: request.body }) };
    });

    app.get('/backhaul', { ...readers, schema: { querystring: backhaulQuery } }, async (request) => {
      const caller = callerOf(request);
      const settings = await readOptimizationSettings(ctx.db, settingsOwnerOf(caller));
      const fleet = await backhaulFleet(ctx.db, caller, request.query.unitId);
      return { success: true, data: backhaulAnswer(await pendingRequestsInScope(ctx.db, caller), settings, request.query.limit, fleet) };
    });

    app.post('/backhaul', { ...readers, schema: { body: backhaulBody } }, async (request) => {
      const ids = request.body.requestIds ?? [];
      if (ids.length < 2) throw badRequest(ROUTE_OPTIMIZATION_MESSAGES.selectTwoRequests);
      const caller = callerOf(request);
      const requests = await namedRequests(ctx.db, caller, ids);
      const settings = await readOptimizationSettings(ctx.db, settingsOwnerOf(caller));
      const fleet = await backhaulFleet(ctx.db, caller, request.body.unitId);
      return { success: true, data: backhaulAnswer(requests, settings, BACKHAUL_PAIR_LIMIT.max, fleet) };
    });

    // a caller that hangs up is no longer waited for: its route leaves the line, its plan stops
    app.post('/routes', { ...planners, schema: { body: optimizeRoutesBody } }, async (request, reply) => ({
      success: true,
      data: await optimizeUnitRoute(ctx, callerOf(request), request.body, callerGoneSignal(reply)),
    }));

    app.post('/plan', { ...planners, schema: { body: dispatchPlanBody } }, async (request, reply) => ({
      success: true,
      data: await dispatchPlan(ctx, callerOf(request), request.body, callerGoneSignal(reply)),
    }));

    // the control center offers a unit's part of its plan to the unit's agency; an agency accepts its own parts instead
    const admins = { preHandler: requireRole('ADMIN') };
    app.post('/plan/offers', { ...admins, schema: { body: planOffersBody } }, async (request) => ({
      success: true,
      data: await offerUnitPlan(ctx, callerOf(request), request.body),
    }));

    app.get('/performance', { ...readers, schema: { querystring: performanceQuery } }, async (request) => {
      const window = windowOf(request.query);
      const scope = await scopeFor(ctx.db, callerOf(request), { unitId: request.query.unitId });
      return { success: true, data: await performanceFigures(ctx.db, scope, window) };
    });
  };
}
