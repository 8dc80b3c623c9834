import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessEntrySchema, accessLogCsvFileName, accessLogExportQuery, accessLogQuery } from '@/domain/audit/access-log';
import { listAnswer } from '@/domain/common/answers';
import type { AppContext } from '@/server/context';
import { answers } from '@/server/http/answer-contract';
import { callerOf, requireRole } from '@/server/plugins/auth';
import { accessLogCsv, searchAccessLog } from './access-search';

/** /api/access-log: who read or changed patients' trips; the control center's administrators and each facility for its own. */
export function accessLogRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/',
      {
        onRequest: requireRole('ADMIN', 'HEALTHCARE'),
        schema: {
          description:
            "The access log, newest first: each call that read or changed patients' trip data, with who made it (user or key, role, organisation), what it touched (trips, patient ids, the call), when and from which address. By patientId, userId and a period (from, to); paged. ADMIN reads all of it; HEALTHCARE the entries about its own facility's trips.",
          querystring: accessLogQuery,
          response: answers({ 200: listAnswer(accessEntrySchema) }, 400, 401, 403),
        },
      },
      async (request) => ({ success: true as const, ...(await searchAccessLog(ctx.db, callerOf(request), request.query)) }),
    );

    app.get(
      '/export',
      {
        onRequest: requireRole('ADMIN', 'HEALTHCARE'),
        schema: {
          description: 'Every access log entry matching the filters, newest first, as a CSV file; as the list, ADMIN all of it and HEALTHCARE its own trips’ entries.',
          querystring: accessLogExportQuery,
          response: { 200: { description: 'The entries as a CSV file', content: { 'text/csv': { schema: z.string() } } }, ...answers({}, 400, 401, 403) },
        },
      },
      async (request, reply) =>
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${accessLogCsvFileName(new Date().toISOString().slice(0, 10))}"`)
          .header('cache-control', 'no-store')
          .send(accessLogCsv(ctx.db, callerOf(request), request.query)),
    );
  };
}
