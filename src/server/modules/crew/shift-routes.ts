import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataAnswer, doneAnswer } from '@/domain/common/answers';
import { crewShiftAnswer, crewUnitOptionSchema, crewUnitStatusAnswer, crewUnitStatusBody, shiftBody } from '@/domain/crew/crew-api';
import type { AppContext } from '@/server/context';
import { answers } from '@/server/http/answer-contract';
import { callerOf, requireRole } from '@/server/plugins/auth';
import { todayAtCenter } from '../credentials';
import { setCrewUnitStatus } from './crew-unit-status';
import { crewUnitOptions, currentShift, endShift, signOn } from './shifts';

/** /api/crew/units, /api/crew/shift, /api/crew/unit/status: a crew member's unit, for the shift; CREW only. */
export function shiftRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const crew = { onRequest: requireRole('CREW') };

    app.get(
      '/units',
      {
        ...crew,
        schema: {
          description: "The caller's agency's active units that are in service (AVAILABLE or COMMITTED), by unit number, with who is on each: the units a crew member may sign on to.",
          response: answers({ 200: dataAnswer(z.array(crewUnitOptionSchema)) }, 401, 403),
        },
      },
      async (request) => ({ success: true, data: await crewUnitOptions(ctx.db, callerOf(request)) }),
    );

    app.get(
      '/shift',
      {
        ...crew,
        schema: { description: "The unit the caller is signed on to and since when; null off shift.", response: answers({ 200: crewShiftAnswer }, 401, 403) },
      },
      async (request) => ({ success: true, data: await currentShift(ctx.db, callerOf(request)) }),
    );

    app.post(
      '/shift',
      {
        ...crew,
        schema: {
          description: "Signs the caller on to one of its agency's in-service units, ending its shift on another; two crew members may share a unit. Another agency's unit is 404; an expired credential of the caller's or the unit's is 409 saying which.",
          body: shiftBody,
          response: answers({ 200: crewShiftAnswer }, 400, 401, 403, 404, 409),
        },
      },
      async (request) => ({ success: true, data: await signOn(ctx.db, callerOf(request), request.body.unitId, todayAtCenter(ctx.center)) }),
    );

    app.delete(
      '/shift',
      { ...crew, schema: { description: "Signs the caller off its unit; nothing to do off shift.", response: answers({ 200: doneAnswer }, 401, 403) } },
      async (request) => {
        await endShift(ctx.db, callerOf(request).id);
        return { success: true };
      },
    );

    app.put(
      '/unit/status',
      {
        ...crew,
        schema: {
          description: "Sets the caller's shift unit out of service (refused while a patient is aboard), or back in service: AVAILABLE, or COMMITTED while it holds an accepted trip.",
          body: crewUnitStatusBody,
          response: answers({ 200: crewUnitStatusAnswer }, 400, 401, 403, 409),
        },
      },
      async (request) => ({ success: true, data: await setCrewUnitStatus(ctx.db, callerOf(request), request.body.status) }),
    );
  };
}
