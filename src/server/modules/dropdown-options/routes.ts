import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataAnswer } from '@/domain/common/answers';
import { DROPDOWN_CATEGORY_VALUES, type DropdownCategory } from '@/domain/common/enums';
import { dropdownCategoriesSchema, dropdownOptionSchema } from '@/domain/trips/dropdown-option-answers';
import {
  DROPDOWN_MESSAGES,
  dropdownCategoryParams,
  dropdownOptionCreateBody,
  dropdownOptionUpdateBody,
} from '@/domain/trips/trip-options';
import type { AppContext } from '@/server/context';
import { answers } from '@/server/http/answer-contract';
import { notFound } from '@/server/http/errors';
import { idParams, requireKnownId } from '@/server/http/id-param';
import { callerOf, requireRole } from '@/server/plugins/auth';
import { optionsForSettings, ownerOf } from './option-lists';
import { addOption, removeOption, renameOption } from './option-writes';

const categoryOf = (value: string): DropdownCategory => {
  const found = DROPDOWN_CATEGORY_VALUES.find((c) => c === value);
  if (!found) throw notFound(DROPDOWN_MESSAGES.unknownCategory);
  return found;
};

const optionAnswer = dataAnswer(dropdownOptionSchema);

// Roles: HEALTHCARE reads and edits its own hospital's lists; ADMIN the defaults; USER reads the defaults; EMS gets 403.
export function dropdownOptionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const read = { onRequest: requireRole('ADMIN', 'USER', 'HEALTHCARE') };
    const write = { onRequest: requireRole('ADMIN', 'HEALTHCARE') };
    const byId = { preValidation: requireKnownId(DROPDOWN_MESSAGES.notFound) };

    app.get(
      '/',
      {
        ...read,
        schema: {
          description: 'The categories of option lists. Control center and facility staff.',
          response: answers({ 200: dataAnswer(dropdownCategoriesSchema) }, 401, 403),
        },
      },
      async () => ({ success: true, data: [...DROPDOWN_CATEGORY_VALUES] }),
    );

    app.get(
      '/:category',
      {
        ...read,
        schema: {
          description: "One category's options in form order: a facility's own list (copied from the defaults on first use), else the defaults. Control center and facility staff.",
          params: dropdownCategoryParams,
          response: answers({ 200: dataAnswer(z.array(dropdownOptionSchema)) }, 400, 401, 403, 404),
        },
      },
      async (request) => ({
        success: true,
        data: await optionsForSettings(ctx.db, callerOf(request), categoryOf(request.params.category)),
      }),
    );

    app.post(
      '/',
      {
        ...write,
        schema: {
          description: "Adds a value at the end of one of the caller's lists (a facility's own, an administrator's defaults); a value the list has, any case, is refused.",
          body: dropdownOptionCreateBody,
          response: answers({ 201: optionAnswer }, 400, 401, 403, 409),
        },
      },
      async (request, reply) => {
        const { category, value } = request.body;
        const option = await addOption(ctx.db, ownerOf(callerOf(request)), category, value);
        return reply.code(201).send({ success: true, data: option });
      },
    );

    app.put(
      '/:id',
      {
        ...write,
        ...byId,
        schema: {
          description: "Renames an option of the caller's lists; a value the list has, any case, is refused. Administrators and facility staff.",
          params: idParams,
          body: dropdownOptionUpdateBody,
          response: answers({ 200: optionAnswer }, 400, 401, 403, 404, 409),
        },
      },
      async (request) => ({
        success: true,
        data: await renameOption(ctx.db, ownerOf(callerOf(request)), request.params.id, request.body.value),
      }),
    );

    app.delete(
      '/:id',
      {
        ...write,
        ...byId,
        schema: {
          description: "Removes an option of the caller's lists, answering it as it was. Administrators and facility staff.",
          params: idParams,
          response: answers({ 200: optionAnswer }, 400, 401, 403, 404),
        },
      },
      async (request) => ({
        success: true,
        data: await removeOption(ctx.db, ownerOf(callerOf(request)), request.params.id),
      }),
    );
  };
}
