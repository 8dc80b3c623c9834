import type { HospitalEditBody } from '@/domain/organisations/hospital-forms';
import type { hospitalSchema } from '@/domain/organisations/hospital-answers';
import { requestData } from '@/web/lib/api-client';
import { resourcePath, useListWrite } from '@/web/lib/resource-calls';
import { HOSPITALS_PATH, hospitalsQueryKey } from './get-hospitals';

/** PUT /api/tcc/hospitals/{id} with the edit form; the answer is the facility as stored. */
export const updateHospital = ({ id, body }: { id: string; body: HospitalEditBody }) =>
  requestData<typeof hospitalSchema>(resourcePath(HOSPITALS_PATH, id), { method: 'PUT', body });

export const useUpdateHospital = () => useListWrite(hospitalsQueryKey, updateHospital);
