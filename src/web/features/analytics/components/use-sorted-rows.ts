import { useState } from 'react';
import type { ColumnSort } from '@/web/components/ui/data-table';

type SortValue = string | number | null;

/**
 * Rows sorted by the clicked column (a second click turns the direction), and each column's sort state for the table's
 * headers. Figures start highest first; a missing figure (null) always sorts last.
 */
export function useSortedRows<T, K extends string>(rows: readonly T[], valueOf: Record<K, (row: T) => SortValue>, initial: NoInfer<K>) {
  const [sort, setSort] = useState<{ key: K; direction: 'asc' | 'desc' }>({ key: initial, direction: 'desc' });
  const value = valueOf[sort.key];
  const sorted = [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const order = typeof x === 'string' ? x.localeCompare(String(y)) : x - Number(y);
    return sort.direction === 'asc' ? order : -order;
  });
  const sortOf = (key: K): ColumnSort => ({
    direction: sort.key === key ? sort.direction : null,
    onSort: () => setSort((s) => ({ key, direction: s.key === key && s.direction === 'desc' ? 'asc' : 'desc' })),
  });
  return { sorted, sortOf };
}
