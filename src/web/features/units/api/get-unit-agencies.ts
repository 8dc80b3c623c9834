import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { DataAnswer } from '@/domain/common/answers';
import type { OrgName, orgNameSchema } from '@/domain/organisations/org-list-query';
import { UNITS_SCREEN } from '@/domain/portals/control-center-screens';
import { systemWideCall } from './get-system-units';
import { retryUnlessRefused, unitKeys } from './unit-keys';

/** An agency as the units screens need it: the filter, the form's select and the table's names. */
export type UnitAgency = OrgName;

/** GET /api/tcc/agencies/names?sort=name: every agency's id, name and whether active: small enough to load whole. */
export async function getUnitAgencies(): Promise<UnitAgency[]> {
  return (await systemWideCall<DataAnswer<z.ZodArray<typeof orgNameSchema>>>('/api/tcc/agencies/names', UNITS_SCREEN.fetchAgenciesFailed, { sort: 'name' })).data;
}

export const unitAgenciesQuery = queryOptions({ queryKey: unitKeys.agencies, queryFn: getUnitAgencies, retry: retryUnlessRefused });

/** Only the control center may list agencies; an agency's own units screen passes enabled false. */
export const useUnitAgencies = (enabled = true) => useQuery({ ...unitAgenciesQuery, enabled });
