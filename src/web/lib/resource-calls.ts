import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { dataAnswer, type Wire } from '@/domain/common/answers';
import { apiRequest, type RequestOptions } from './api-client';

/** `/api/x` + `/id` + `/action`, each part URL-encoded. */
export const resourcePath = (base: string, ...parts: string[]) => [base, ...parts.map(encodeURIComponent)].join('/');

/** A call whose answer is `{ success: true, data }` with `data` of the schema given; resolves to `data`. */
export async function requestData<S extends z.ZodType>(path: string, data: S, options?: RequestOptions): Promise<Wire<S>> {
  const answer = (await apiRequest(path, dataAnswer(data), options)) as { data: Wire<S> };
  return answer.data;
}

/**
 * A write that makes a list stale: its query is invalidated after success, or after any answer
 * (`settled`) when a refusal may also mean the list changed under the user (a review taken by someone else).
 */
export function useListWrite<V, R>(queryKey: QueryKey, mutationFn: (variables: V) => Promise<R>, when: 'success' | 'settled' = 'success') {
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey });
  return useMutation({
    mutationFn,
    onSuccess: when === 'success' ? invalidate : undefined,
    onSettled: when === 'settled' ? invalidate : undefined,
  });
}
