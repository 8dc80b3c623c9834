import type { AgencyEditBody } from '@/domain/organisations/agency-forms';
import type { agencySchema } from '@/domain/organisations/agency-answers';
import { requestData } from '@/web/lib/api-client';
import { resourcePath, useListWrite } from '@/web/lib/resource-calls';
import { AGENCIES_PATH, agenciesQueryKey } from './get-agencies';

/** PUT /api/tcc/agencies/{id} with the Edit Agency form; the answer is the agency as stored. */
export const updateAgency = ({ id, body }: { id: string; body: AgencyEditBody }) =>
  requestData<typeof agencySchema>(resourcePath(AGENCIES_PATH, id), { method: 'PUT', body });

export const useUpdateAgency = () => useListWrite(agenciesQueryKey, updateAgency);
