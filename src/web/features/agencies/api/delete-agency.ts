import type { removedRecordSchema } from '@/domain/organisations/organisation-answers';
import { requestData } from '@/web/lib/api-client';
import { resourcePath, useListWrite } from '@/web/lib/resource-calls';
import { AGENCIES_PATH, agenciesQueryKey } from './get-agencies';

/** DELETE /api/tcc/agencies/{id}; an agency with transports or units is refused (409) with the server's reason. */
export const deleteAgency = (id: string) => requestData<typeof removedRecordSchema>(resourcePath(AGENCIES_PATH, id), { method: 'DELETE' });

export const useDeleteAgency = () => useListWrite(agenciesQueryKey, deleteAgency);
