import type { HospitalEditBody } from '@/domain/organisations/hospital-forms';
import { hospitalSchema } from '@/domain/organisations/hospital-answers';
import { requestData, resourcePath, useListWrite } from '@/web/lib/resource-calls';
import { HOSPITALS_PATH, hospitalsQueryKey } from './get-hospitals';

/** PUT /api/tcc/hospitals/{id} with the edit form; the answer is the facility as stored. */
export const updateHospital = ({ id, body }: { id: string; body: HospitalEditBody }) =>
  requestData(resourcePath(HOSPITALS_PATH, id), hospitalSchema, { method: 'PUT', body });

export const useUpdateHospital = () => useListWrite(hospitalsQueryKey, updateHospital);
