import type { AgencyCreateBody } from '@/domain/organisations/agency-forms';
import type { agencySchema } from '@/domain/organisations/agency-answers';
import { requestData } from '@/web/lib/api-client';
import { useListWrite } from '@/web/lib/resource-calls';
import { AGENCIES_PATH, agenciesQueryKey } from './get-agencies';

/** POST /api/tcc/agencies: an agency the control center adds itself is active at once. */
export const createAgency = (body: AgencyCreateBody) => requestData<typeof agencySchema>(AGENCIES_PATH, { method: 'POST', body });

export const useCreateAgency = () => useListWrite(agenciesQueryKey, createAgency);
