import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DropdownCategory } from '@/domain/common/enums';
import { tripOptionKeys } from '@/web/features/trip-requests';
import { dropdownOptionKeys } from './option-keys';

/**
 * An option write of one category: afterwards that category's list and the wizard's matching select are refetched,
 * so a change made in Hospital Settings shows in request forms at once.
 */
export function useOptionWrite<V extends { category: DropdownCategory }, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: (_data, _error, { category }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dropdownOptionKeys.list(category) }),
        queryClient.invalidateQueries({ queryKey: tripOptionKeys.kind(category) }),
      ]),
  });
}
