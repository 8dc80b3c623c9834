import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DROPDOWN_CATEGORY_VALUES, type DropdownCategory } from '@/domain/common/enums';
import {
  DROPDOWN_MESSAGES,
  dropdownCategoryParams,
  dropdownOptionCreateBody,
  dropdownOptionUpdateBody,
} from '@/domain/trips/trip-options';
import type { AppContext } from '@/server/context';
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

// Roles: HEALTHCARE reads and edits its own hospital's lists; ADMIN the defaults; USER reads the defaults; EMS gets 403.
export function dropdownOptionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const read = { onRequest: requireRole('ADMIN', 'USER', 'HEALTHCARE') };
    const write = { onRequest: requireRole('ADMIN', 'HEALTHCARE') };
    const byId = { preValidation: requireKnownId(DROPDOWN_MESSAGES.notFound) };

    app.get('/', read, async () => ({ success: true, data: [...DROPDOWN_CATEGORY_VALUES] }));

    app.get('/:category', { ...read, schema: { params: dropdownCategoryParams } }, async (request) => ({
      success: true,
      data: await optionsForSettings(ctx.db, callerOf(request), categoryOf(request.params.category)),
    }));

    app.post('/', { ...write, schema: { body: dropdownOptionCreateBody } }, async (request, reply) => {
      const { category, value } = request.body;
      const option = await addOption(ctx.db, ownerOf(callerOf(request)), category, value);
      return reply.code(201).send({ success: true, data: option });
    });

    app.put('/:id', { ...write, ...byId, schema: { params: idParams, body: dropdownOptionUpdateBody } }, async (request) => ({
      success: true,
      data: await renameOption(ctx.db, ownerOf(callerOf(request)), request.params.id, request.body.value),
    }));

    app.delete('/:id', { ...write, ...byId, schema: { params: idParams } }, async (request) => ({
      success: true,
      data: await removeOption(ctx.db, ownerOf(callerOf(request)), request.params.id),
    }));
  };
}
