import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** `/api/x` + `/id` + `/action`, each part URL-encoded. */
export const resourcePath = (base: string, ...parts: string[]) => [base, ...parts.map(encodeURIComponent)].join('/');

/**
 * A write that makes a list stale: its query is invalidated after success, or after any answer
 * (`settled`) when a refusal may also mean the list changed under the user (a review taken by someone else).
 */
export function useListWrite<V, R>(
  queryKey: QueryKey,
  mutationFn: (variables: V) => Promise<R>,
  when: 'success' | 'settled' = 'success',
  // run on success even when the form that sent the call is gone by then (the answer's live event may close it first)
  onDone?: () => void,
) {
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey });
  return useMutation({
    mutationFn,
    onSuccess: () => {
      onDone?.();
      if (when === 'success') return invalidate();
    },
    onSettled: when === 'settled' ? invalidate : undefined,
  });
}
