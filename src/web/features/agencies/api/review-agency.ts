import type { agencySchema } from '@/domain/organisations/agency-answers';
import type { ReviewDecision } from '@/web/components/org-row-actions';
import { requestData } from '@/web/lib/api-client';
import { resourcePath, useListWrite } from '@/web/lib/resource-calls';
import { AGENCIES_PATH, agenciesQueryKey } from './get-agencies';

/** PUT /api/tcc/agencies/{id}/approve or /reject (with the reason for a rejection): the status becomes ACTIVE or REJECTED and the staff are told. */
export const reviewAgency = ({ id, decision, reason }: { id: string; decision: ReviewDecision; reason?: string | undefined }) =>
  requestData<typeof agencySchema>(resourcePath(AGENCIES_PATH, id, decision), { method: 'PUT', ...(reason === undefined ? {} : { body: { reason } }) });

/** Reloaded after any answer, like the facility list: a refusal may mean someone else decided first. */
export const useReviewAgency = () => useListWrite(agenciesQueryKey, reviewAgency, 'settled');
