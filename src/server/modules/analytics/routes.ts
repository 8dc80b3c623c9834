import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '@/server/context';
import { windowQuery, type WindowQuery } from '@/domain/analytics/timeframe';
import { breakdownQuery, FINANCIAL_DEFAULT_TIMEFRAME, FINANCIAL_REPORT_TEXTS } from '@/domain/analytics/financial';
import { overviewAttentionAnswer, overviewAttentionQuery } from '@/domain/analytics/overview-attention';
import { agencyPerformanceSchema, hospitalActivitySchema, tripAnalyticsSchema } from '@/domain/analytics/analytics-answers';
import { financialBreakdownSchema } from '@/domain/analytics/financial-answers';
import { financialSummarySchema, systemOverviewSchema } from '@/domain/analytics/overview-answers';
import { dataAnswer } from '@/domain/common/answers';
import { answers } from '@/server/http/answer-contract';
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
    const overviewSchema = {
      description: 'The System Overview tiles: facilities, agencies and units in all and active; for the control center (ADMIN, USER).',
      response: answers({ 200: dataAnswer(systemOverviewSchema) }, 401, 403),
    };
    app.get('/analytics/overview', { onRequest: requireRole('ADMIN', 'USER'), schema: overviewSchema }, async () => ({
      success: true,
      data: await systemOverview(ctx.db),
    }));

    // what needs a person now: waiting and escalated requests, registrations to review
    const attentionSchema = {
      description: 'What on the Overview needs a person now: requests waiting and escalated (the oldest first), registrations to review; ADMIN, USER.',
      querystring: overviewAttentionQuery,
      response: answers({ 200: overviewAttentionAnswer }, 400, 401, 403),
    };
    app.get('/overview/attention', { onRequest: requireRole('ADMIN', 'USER'), schema: attentionSchema }, async (request) => ({
      success: true as const,
      data: await overviewAttention(ctx.db, callerOf(request), request.query.limit),
    }));

    // the window's trips, agencies and facilities (?timeframe=24h by default, or ?from=&to=)
    const analytics = <S extends z.ZodType>(description: string, data: S) => ({
      onRequest: requireRole('ADMIN', 'USER'),
      schema: { description, querystring: windowQuery, response: answers({ 200: dataAnswer(data) }, 400, 401, 403) },
    });
    const tripsOptions = analytics("The window's requests by status, level and priority, per local day, and how long they waited for an agency; ADMIN, USER.", tripAnalyticsSchema);
    app.get('/analytics/trips', tripsOptions, async (request) => ({
      success: true,
      data: await tripAnalytics(ctx.db, windowOf(request.query), ctx.center.timeZone),
    }));
    const agenciesOptions = analytics("Each agency's offers, answers, response and pickup times, completions and revenue in the window; ADMIN, USER.", agencyPerformanceSchema);
    app.get('/analytics/agencies', agenciesOptions, async (request) => ({
      success: true,
      data: await agencyPerformance(ctx.db, windowOf(request.query)),
    }));
    const hospitalsOptions = analytics("Each facility's requests, cancellations, wait to acceptance and completions in the window; ADMIN, USER.", hospitalActivitySchema);
    app.get('/analytics/hospitals', hospitalsOptions, async (request) => ({
      success: true,
      data: await hospitalActivity(ctx.db, windowOf(request.query)),
    }));

    // money: the administrators' alone; 30 days unless the query names another window
    const financial = { onRequest: requireRole('ADMIN') };
    const financialWindow = (q: WindowQuery) => windowOf(q.timeframe || q.from || q.to ? q : { timeframe: FINANCIAL_DEFAULT_TIMEFRAME });
    const summarySchema = {
      description: 'Completed trips and their revenue over a window (30 days unless asked); ADMIN only.',
      querystring: windowQuery,
      response: answers({ 200: dataAnswer(financialSummarySchema) }, 400, 401, 403),
    };
    app.get('/financial/summary', { ...financial, schema: summarySchema }, async (request) => ({
      success: true,
      data: await financialSummary(ctx.db, financialWindow(request.query)),
    }));
    const breakdownSchema = {
      description: 'Revenue of the trips completed in a window (30 days unless asked) by agency, facility, level, week or month, with the total; ADMIN only.',
      querystring: breakdownQuery,
      response: answers({ 200: dataAnswer(financialBreakdownSchema) }, 400, 401, 403),
    };
    app.get('/financial/breakdown', { ...financial, schema: breakdownSchema }, async (request) => ({
      success: true,
      data: await financialBreakdown(ctx.db, request.query.by, financialWindow(request.query), ctx.center.timeZone),
    }));
    const breakdownCsvSchema = {
      description: 'The same breakdown as a CSV file; ADMIN only.',
      querystring: breakdownQuery,
      response: { 200: { description: 'The breakdown as a CSV file', content: { 'text/csv': { schema: z.string() } } }, ...answers({}, 400, 401, 403) },
    };
    app.get('/financial/breakdown.csv', { ...financial, schema: breakdownCsvSchema }, async (request, reply) => {
      const breakdown = await financialBreakdown(ctx.db, request.query.by, financialWindow(request.query), ctx.center.timeZone);
      const fileName = FINANCIAL_REPORT_TEXTS.csvFileName(breakdown.by, dateInZone(new Date(), ctx.center.timeZone));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(breakdownCsv(breakdown));
    });
  };
}
