import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '@/server/context';
import { windowQuery, type WindowQuery } from '@/domain/analytics/timeframe';
import { breakdownQuery, FINANCIAL_DEFAULT_TIMEFRAME, FINANCIAL_REPORT_TEXTS } from '@/domain/analytics/financial';
import { overviewAttentionAnswer, overviewAttentionQuery } from '@/domain/analytics/overview-attention';
import { callerOf, requireRole } from '@/server/plugins/auth';
import { overviewAttention } from './overview-attention';
import { windowOf } from './analytics-window';
import { dateInZone } from '@/domain/trips/scheduled-time';
import { breakdownCsv, financialBreakdown } from './financial-breakdown';
import { financialSummary } from './financial-summary';
import { systemOverview } from './system-overview';
import { agencyPerformance, hospitalActivity, tripAnalytics } from './tcc-analytics';

/** /api/tcc: the control center's overview, its attention list and analytics (ADMIN and USER), and the admin-only financial summary. */
export function analyticsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/analytics/overview', { preHandler: requireRole('ADMIN', 'USER') }, async () => ({
      success: true,
      data: await systemOverview(ctx.db),
    }));

    // what needs a person now: waiting and escalated requests, registrations to review
    const attentionSchema = { querystring: overviewAttentionQuery, response: { 200: overviewAttentionAnswer } };
    app.get('/overview/attention', { onRequest: requireRole('ADMIN', 'USER'), schema: attentionSchema }, async (request) => ({
      success: true as const,
      data: await overviewAttention(ctx.db, callerOf(request), request.query.limit),
    }));

    // the window's trips, agencies and facilities (?timeframe=24h by default, or ?from=&to=)
    const analytics = { preHandler: requireRole('ADMIN', 'USER'), schema: { querystring: windowQuery } };
    app.get('/analytics/trips', analytics, async (request) => ({
      success: true,
      data: await tripAnalytics(ctx.db, windowOf(request.query), ctx.config.timeZone),
    }));
    app.get('/analytics/agencies', analytics, async (request) => ({
      success: true,
      data: await agencyPerformance(ctx.db, windowOf(request.query)),
    }));
    app.get('/analytics/hospitals', analytics, async (request) => ({
      success: true,
      data: await hospitalActivity(ctx.db, windowOf(request.query)),
    }));

    // money: the administrators' alone; 30 days unless the query names another window
    const financial = { preHandler: requireRole('ADMIN') };
    const financialWindow = (q: WindowQuery) => windowOf(q.timeframe || q.from || q.to ? q : { timeframe: FINANCIAL_DEFAULT_TIMEFRAME });
    app.get('/financial/summary', { ...financial, schema: { querystring: windowQuery } }, async (request) => ({
      success: true,
      data: await financialSummary(ctx.db, financialWindow(request.query)),
    }));
    app.get('/financial/breakdown', { ...financial, schema: { querystring: breakdownQuery } }, async (request) => ({
      success: true,
      data: await financialBreakdown(ctx.db, request.query.by, financialWindow(request.query), ctx.config.timeZone),
    }));
    app.get('/financial/breakdown.csv', { ...financial, schema: { querystring: breakdownQuery } }, async (request, reply) => {
      const breakdown = await financialBreakdown(ctx.db, request.query.by, financialWindow(request.query), ctx.config.timeZone);
      const fileName = FINANCIAL_REPORT_TEXTS.csvFileName(breakdown.by, dateInZone(new Date(), ctx.config.timeZone));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(breakdownCsv(breakdown));
    });
  };
}
