import type { hospitalSchema } from '@/domain/organisations/hospital-answers';
import type { ReviewDecision } from '@/web/components/org-row-actions';
import { requestData } from '@/web/lib/api-client';
import { resourcePath, useListWrite } from '@/web/lib/resource-calls';
import { HOSPITALS_PATH, hospitalsQueryKey } from './get-hospitals';

/** PUT /api/tcc/hospitals/{id}/approve or /reject (with the reason for a rejection): the server opens or closes the staff accounts and tells them. */
export const reviewHospital = ({ id, decision, reason }: { id: string; decision: ReviewDecision; reason?: string | undefined }) =>
  requestData<typeof hospitalSchema>(resourcePath(HOSPITALS_PATH, id, decision), { method: 'PUT', ...(reason === undefined ? {} : { body: { reason } }) });

/** The list is reloaded after either decision, whatever the answer. */
export const useReviewHospital = () => useListWrite(hospitalsQueryKey, reviewHospital, 'settled');
