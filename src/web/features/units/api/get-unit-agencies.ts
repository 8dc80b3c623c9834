import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Agency } from '../../../../domain/agency-forms';
import { UNITS_SCREEN } from '../../../../domain/control-center-screens';
import { systemWideCall } from './get-system-units';
import { retryUnlessRefused, unitKeys } from './unit-keys';

/** An agency as the units screens need it: the filter, the form's select and the table's names. */
export type UnitAgency = Pick<Agency, 'id' | 'name' | 'isActive'>;

const byName = (a: UnitAgency, b: UnitAgency) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/** GET /api/tcc/agencies, sorted by name. */
export async function getUnitAgencies(): Promise<UnitAgency[]> {
  const agencies = await systemWideCall<Agency[]>('/api/tcc/agencies', UNITS_SCREEN.fetchAgenciesFailed);
  return agencies.map(({ id, name, isActive }) => ({ id, name, isActive })).sort(byName);
}

export const unitAgenciesQuery = queryOptions({ queryKey: unitKeys.agencies, queryFn: getUnitAgencies, retry: retryUnlessRefused });

/** Only the control center may list agencies; an agency's own units screen passes enabled false. */
export const useUnitAgencies = (enabled = true) => useQuery({ ...unitAgenciesQuery, enabled });
