import type { AgencyCreateBody } from '@/domain/organisations/agency-forms';
import { agencySchema } from '@/domain/organisations/agency-answers';
import { requestData, useListWrite } from '@/web/lib/resource-calls';
import { AGENCIES_PATH, agenciesQueryKey } from './get-agencies';

/** POST /api/tcc/agencies: an agency the control center adds itself is active at once. */
export const createAgency = (body: AgencyCreateBody) => requestData(AGENCIES_PATH, agencySchema, { method: 'POST', body });

export const useCreateAgency = () => useListWrite(agenciesQueryKey, createAgency);
