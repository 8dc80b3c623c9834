// GET /api/tcc/agencies and /api/tcc/hospitals: their filters, search, sorts and paging, and their light form for pickers.
import { z } from 'zod';
import { listPageFields, listSearch } from '../common/list-paging';

/** The orders of the agency and facility lists: review (registrations awaiting review first, then by name: the default), name, createdAt. */
export const ORG_LIST_SORTS = ['review', 'name', 'createdAt'] as const;
export const ORG_LIST_STATUSES = ['active', 'inactive', 'pending'] as const;

/**
 * GET /api/tcc/agencies and /api/tcc/hospitals filters (pending = awaiting review, inactive = switched off or rejected),
 * `search` (or its older name `q`) and paging.
 */
export const orgListQuery = z.object({
  status: z.enum(ORG_LIST_STATUSES).optional(),
  q: listSearch.optional(),
  ...listPageFields(ORG_LIST_SORTS),
});
export type OrgListQuery = z.output<typeof orgListQuery>;

/** An organisation as a picker or filter needs it: GET /api/tcc/agencies/names and /api/tcc/hospitals/names. */
export const orgNameSchema = z.object({ id: z.string(), name: z.string(), isActive: z.boolean() }).meta({ id: 'OrganisationName' });
export type OrgName = z.output<typeof orgNameSchema>;
