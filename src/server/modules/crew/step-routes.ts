import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { stepBatchAnswer, stepBatchBody, stepUndoAnswer } from '@/domain/crew/crew-api';
import type { AppContext } from '@/server/context';
import { answers } from '@/server/http/answer-contract';
import { callerOf, requireRole } from '@/server/plugins/auth';
import { noteTrips } from '../access-log';
import { undoStep } from '../trips';
import { crewOnShift, recordStepBatch } from './step-batch';

/** /api/crew/steps: the crew records its steps from the phone (CREW only, on the unit of its open shift). */
export function crewStepRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const crew = { onRequest: requireRole('CREW') };

    app.post(
      '/steps',
      {
        ...crew,
        config: { patientData: true },
        schema: {
          description:
            "The steps the crew's phone queued, in the order tapped, each judged and recorded on its own: RECORDED, ALREADY_RECORDED (a resend) or REFUSED with the reason. Step times are the phone's, corrected by its clock offset at sending; CREW on a shift.",
          body: stepBatchBody,
          response: answers({ 200: stepBatchAnswer }, 400, 401, 403, 409),
        },
      },
      async (request) => {
        // the server's clock as the batch arrives: the phone's offset is measured against it
        const receivedAt = new Date();
        const by = await crewOnShift(ctx.db, callerOf(request));
        noteTrips(request, request.body.steps.map((s) => ({ tripId: s.tripId, patientId: null })));
        return { success: true as const, data: await recordStepBatch(ctx.db, by, request.body, receivedAt, ctx.center) };
      },
    );

    app.post(
      '/steps/:id/undo',
      {
        ...crew,
        schema: {
          description: "Undoes the unit's latest step of a trip within seconds of recording it (a step that started or completed the trip moves it back); CREW on a shift.",
          params: z.object({ id: z.string().max(100) }),
          response: answers({ 200: stepUndoAnswer }, 400, 401, 403, 404, 409),
        },
      },
      async (request) => {
        const now = new Date();
        const by = await crewOnShift(ctx.db, callerOf(request));
        return { success: true as const, data: await undoStep(ctx.db, by, request.params.id, now) };
      },
    );
  };
}
