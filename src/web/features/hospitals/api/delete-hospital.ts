import type { removedRecordSchema } from '@/domain/organisations/organisation-answers';
import { requestData } from '@/web/lib/api-client';
import { resourcePath, useListWrite } from '@/web/lib/resource-calls';
import { HOSPITALS_PATH, hospitalsQueryKey } from './get-hospitals';

/** DELETE /api/tcc/hospitals/{id}; a facility with transports is refused (409) with the server's reason. */
export const deleteHospital = (id: string) => requestData<typeof removedRecordSchema>(resourcePath(HOSPITALS_PATH, id), { method: 'DELETE' });

export const useDeleteHospital = () => useListWrite(hospitalsQueryKey, deleteHospital);
