import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { releasedReturnSchema, returnToReleaseSchema } from '@/domain/trips/linked-returns';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import { dataAnswer } from '@/domain/common/answers';
import type { AppContext } from '@/server/context';
import { answers } from '@/server/http/answer-contract';
import { idParams, requireKnownId } from '@/server/http/id-param';
import { callerOf, requireRole } from '@/server/plugins/auth';
import { releaseReturn } from './release-return';
import { returnsToRelease } from './returns-to-release';

/** Linked returns' own calls: releasing a will-call return, and those waiting at a facility (docs/rules.md, "Linked returns"). */
export function linkedReturnRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/returns-to-release',
      {
        onRequest: requireRole('HEALTHCARE'),
        schema: {
          description: "The will-call returns waiting unreleased at one of the caller's places, booked by another facility, oldest first; HEALTHCARE.",
          response: answers({ 200: dataAnswer(z.array(returnToReleaseSchema)) }, 401, 403),
        },
      },
      async (request) => ({ success: true as const, data: await returnsToRelease(ctx.db, callerOf(request)) }),
    );

    app.post(
      '/:id/release-return',
      {
        onRequest: requireRole('ADMIN', 'HEALTHCARE'),
        preValidation: requireKnownId(TRIP_ERRORS.notFound),
        schema: {
          description:
            'Releases a will-call return: the patient is ready, so it is scheduled now and offered, first to the agency carrying the outbound trip. The requesting facility, the facility the patient waits at, or ADMIN; once only.',
          params: idParams,
          response: answers({ 200: dataAnswer(releasedReturnSchema) }, 400, 401, 403, 404, 409),
        },
      },
      async (request) => ({ success: true as const, data: await releaseReturn(ctx, callerOf(request), request.params.id) }),
    );
  };
}
