import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createdKeySchema, integrationKeySchema, keyListAnswer } from '@/domain/integrations/integration-key-answers';
import type { CreateKeyInput } from '@/domain/integrations/integration-keys';
import { apiRequest } from '@/web/lib/api-client';
import { requestData, resourcePath } from '@/web/lib/resource-calls';

const KEYS_PATH = '/api/integration-keys';
const keysKey = ['integration-keys'] as const;

/** GET the organisation's keys, live and revoked. */
export const useIntegrationKeys = () =>
  useQuery({ queryKey: keysKey, queryFn: async ({ signal }) => (await apiRequest(KEYS_PATH, keyListAnswer, { signal })).data });

/** POST a new key: the answer holds its text, shown once. */
export function useCreateKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateKeyInput) => requestData(KEYS_PATH, createdKeySchema, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keysKey }),
  });
}

/** POST …/revoke: the key is refused from its next call. */
export function useRevokeKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => requestData(resourcePath(KEYS_PATH, id, 'revoke'), integrationKeySchema, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keysKey }),
  });
}
