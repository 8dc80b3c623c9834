import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { performanceQuery, revenueQuery } from '@/domain/analytics/api';
import { optimizationSettingsBody, optimizationWeightsBody } from '@/domain/planning/optimization-settings';
import { BACKHAUL_PAIR_LIMIT, backhaulBody, backhaulQuery, optimizeRoutesBody, ROUTE_OPTIMIZATION_MESSAGES } from '@/domain/planning/route-optimization';
import { dispatchPlanBody } from '@/domain/planning/dispatch-plan';
import { dispatchPlanSchema, planOffersAnswerSchema } from '@/domain/planning/dispatch-plan-answers';
import { backhaulAnswerSchema } from '@/domain/planning/backhaul-answers';
import { optimizationSettingsSchema } from '@/domain/planning/optimization-settings-answers';
import { routePlanSchema } from '@/domain/planning/route-plan-answers';
import { performanceDataSchema, revenueDataSchema } from '@/domain/analytics/analytics-answers';
import { dataAnswer } from '@/domain/common/answers';
import { planOffersBody } from '@/domain/planning/plan-offers';
import type { AppContext } from '@/server/context';
import { callerGoneSignal } from '@/server/http/caller-gone';
import { answers } from '@/server/http/answer-contract';
import { badRequest } from '@/server/http/errors';
import { callerOf, requireRole } from '@/server/plugins/auth';
import { performanceFigures, revenueFigures, scopeFor, windowOf } from '../analytics';
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
    const readers = { onRequest: requireRole('ADMIN', 'USER', 'EMS') };
    // the planning screen reads the settings first: the planner's threads start then, so that the first plan or
    // route waits for none of them to load
    const planners = { ...readers, preHandler: async () => void ctx.planner.warm() };

    const revenueSchema = {
      description: "Revenue, miles and deadhead of the trips completed in a window: an agency's own (EMS), or any agency's or the whole system's (ADMIN, USER).",
      querystring: revenueQuery,
      response: answers({ 200: dataAnswer(revenueDataSchema) }, 400, 401, 403, 404),
    };
    app.get('/revenue', { ...readers, schema: revenueSchema }, async (request) => {
      const window = windowOf(request.query);
      const scope = await scopeFor(ctx.db, callerOf(request), { agencyId: request.query.agencyId });
      return { success: true, data: await revenueFigures(ctx.db, scope, window) };
    });

    const settingsAnswer = dataAnswer(optimizationSettingsSchema);
    const readSettings = {
      description: "The optimization settings the planner follows for the caller: its agency's (EMS), else the control center's (ADMIN, USER).",
      response: answers({ 200: settingsAnswer }, 401, 403),
    };
    app.get('/settings', { ...planners, schema: readSettings }, async (request) => ({
      success: true,
      data: await readOptimizationSettings(ctx.db, settingsOwnerOf(callerOf(request))),
    }));

    // the control center's administrators keep the system's settings, an agency's dispatchers their agency's
    const writers = { onRequest: requireRole('ADMIN', 'EMS') };
    const savedSettings = answers({ 200: settingsAnswer }, 400, 401, 403);
    const settingsSchema = {
      description: "Changes any part of the caller's optimization settings (its agency's for EMS, the system's for ADMIN); what is left out keeps its value.",
      body: optimizationSettingsBody,
      response: savedSettings,
    };
    app.put('/settings', { ...writers, schema: settingsSchema }, async (request) => {
      const caller = callerOf(request);
      return { success: true, data: await saveOptimizationSettings(ctx.db, settingsOwnerOf(caller), caller.id, request.body) };
    });

    const weightsSchema = {
      description: "Changes any of the score's weights in the caller's optimization settings (EMS its agency's, ADMIN the system's).",
      body: optimizationWeightsBody,
      response: savedSettings,
    };
    app.put('/weights', { ...writers, schema: weightsSchema }, async (request) => {
      const caller = callerOf(request);
      return { success: true, data: await saveOptimizationSettings(ctx.db, settingsOwnerOf(caller), caller.id, { weights: request.body }) };
    });

    const backhaulAnswer200 = dataAnswer(backhaulAnswerSchema);
    const pendingPairs = {
      description: "The best backhaul pairs among the pending requests the caller may plan, for one of its units or any; ADMIN, USER, EMS.",
      querystring: backhaulQuery,
      response: answers({ 200: backhaulAnswer200 }, 400, 401, 403, 404),
    };
    app.get('/backhaul', { ...readers, schema: pendingPairs }, async (request) => {
      const caller = callerOf(request);
      const settings = await readOptimizationSettings(ctx.db, settingsOwnerOf(caller));
      const fleet = await backhaulFleet(ctx.db, caller, request.query.unitId);
      return { success: true, data: backhaulAnswer(await pendingRequestsInScope(ctx.db, caller), settings, request.query.limit, fleet) };
    });

    const namedPairs = {
      description: 'The backhaul pairs among two or more named pending requests the caller may plan; ADMIN, USER, EMS.',
      body: backhaulBody,
      response: answers({ 200: backhaulAnswer200 }, 400, 401, 403, 404),
    };
    app.post('/backhaul', { ...readers, schema: namedPairs }, async (request) => {
      const ids = request.body.requestIds ?? [];
      if (ids.length < 2) throw badRequest(ROUTE_OPTIMIZATION_MESSAGES.selectTwoRequests);
      const caller = callerOf(request);
      const requests = await namedRequests(ctx.db, caller, ids);
      const settings = await readOptimizationSettings(ctx.db, settingsOwnerOf(caller));
      const fleet = await backhaulFleet(ctx.db, caller, request.body.unitId);
      return { success: true, data: backhaulAnswer(requests, settings, BACKHAUL_PAIR_LIMIT.max, fleet) };
    });

    // a caller that hangs up is no longer waited for: its route leaves the line, its plan stops
    const routeSchema = {
      description: "The best order for one of the caller's available units to carry named pending requests, with why any is left out; ADMIN, USER, EMS.",
      body: optimizeRoutesBody,
      response: answers({ 200: dataAnswer(routePlanSchema) }, 400, 401, 403, 404, 429),
    };
    app.post('/routes', { ...planners, schema: routeSchema }, async (request, reply) => ({
      success: true,
      data: await optimizeUnitRoute(ctx, callerOf(request), request.body, callerGoneSignal(reply)),
    }));

    const planSchema = {
      description: "A shift's plan: the pending requests the caller may take, spread over its available units, with those no unit can carry and why; ADMIN, USER, EMS.",
      body: dispatchPlanBody,
      response: answers({ 200: dataAnswer(dispatchPlanSchema) }, 400, 401, 403, 404, 429),
    };
    app.post('/plan', { ...planners, schema: planSchema }, async (request, reply) => ({
      success: true,
      data: await dispatchPlan(ctx, callerOf(request), request.body, callerGoneSignal(reply)),
    }));

    // the control center offers a unit's part of its plan to the unit's agency; an agency accepts its own parts instead
    const admins = { onRequest: requireRole('ADMIN') };
    const offersSchema = {
      description: "Offers one unit's part of a dispatch plan to the unit's agency, the unit suggested; ADMIN only.",
      body: planOffersBody,
      response: answers({ 200: dataAnswer(planOffersAnswerSchema) }, 400, 401, 403, 404),
    };
    app.post('/plan/offers', { ...admins, schema: offersSchema }, async (request) => ({
      success: true,
      data: await offerUnitPlan(ctx, callerOf(request), request.body),
    }));

    const performanceSchema = {
      description: "Response, pickup, on-time and efficiency figures of a window: an agency's own (EMS), or any unit's or the whole system's (ADMIN, USER).",
      querystring: performanceQuery,
      response: answers({ 200: dataAnswer(performanceDataSchema) }, 400, 401, 403, 404),
    };
    app.get('/performance', { ...readers, schema: performanceSchema }, async (request) => {
      const window = windowOf(request.query);
      const scope = await scopeFor(ctx.db, callerOf(request), { unitId: request.query.unitId });
      return { success: true, data: await performanceFigures(ctx.db, scope, window) };
    });
  };
}
