import type { AgencyEditBody } from '@/domain/organisations/agency-forms';
import { agencySchema } from '@/domain/organisations/agency-answers';
import { requestData, resourcePath, useListWrite } from '@/web/lib/resource-calls';
import { AGENCIES_PATH, agenciesQueryKey } from './get-agencies';

/** PUT /api/tcc/agencies/{id} with the Edit Agency form; the answer is the agency as stored. */
export const updateAgency = ({ id, body }: { id: string; body: AgencyEditBody }) =>
  requestData(resourcePath(AGENCIES_PATH, id), agencySchema, { method: 'PUT', body });

export const useUpdateAgency = () => useListWrite(agenciesQueryKey, updateAgency);
