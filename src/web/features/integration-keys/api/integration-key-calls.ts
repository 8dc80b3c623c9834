import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { createdKeySchema, integrationKeySchema, keyListAnswer } from '@/domain/integrations/integration-key-answers';
import type { CreateKeyInput } from '@/domain/integrations/integration-keys';
import { apiRequest, requestData } from '@/web/lib/api-client';
import { resourcePath } from '@/web/lib/resource-calls';

const KEYS_PATH = '/api/integration-keys';
const keysKey = ['integration-keys'] as const;

/** GET the organisation's keys, live and revoked. */
export const useIntegrationKeys = () =>
  useQuery({ queryKey: keysKey, queryFn: async ({ signal }) => (await apiRequest<typeof keyListAnswer>(KEYS_PATH, { signal })).data });

/** POST a new key: the answer holds its text, shown once. */
export function useCreateKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateKeyInput) => requestData<typeof createdKeySchema>(KEYS_PATH, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keysKey }),
  });
}

/** POST …/revoke: the key is refused from its next call. */
export function useRevokeKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => requestData<typeof integrationKeySchema>(resourcePath(KEYS_PATH, id, 'revoke'), { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keysKey }),
  });
}
