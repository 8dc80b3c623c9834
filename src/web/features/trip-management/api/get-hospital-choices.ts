import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { ListAnswer } from '@/domain/common/answers';
import type { orgNameSchema } from '@/domain/organisations/org-list-query';
import { getListPage } from '@/web/lib/use-list-page';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { HOSPITALS_PATH, hospitalsQueryKey } from '@/web/features/hospitals';
import type { HospitalChoices } from '../components/trip-filter-panel';

/** Hospitals offered at once; every name at once would be too much to load, so the rest are found by typing. */
const HOSPITAL_CHOICES = 100;

/**
 * The hospital filter's choices: GET /api/tcc/hospitals/names?search=&sort=name&limit=100, the name typed a moment
 * behind the typing; the chosen hospital stays a choice while another search shows.
 */
export function useHospitalChoices(chosenId: string, enabled: boolean): HospitalChoices {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), 300);
  const query = { sort: 'name', limit: String(HOSPITAL_CHOICES), ...(settled ? { search: settled } : {}) };
  const names = useQuery({
    queryKey: [...hospitalsQueryKey, 'names', query],
    queryFn: ({ signal }) => getListPage<ListAnswer<typeof orgNameSchema>>(`${HOSPITALS_PATH}/names`, query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
  const seen = useRef(new Map<string, string>());
  for (const h of names.data?.data ?? []) seen.current.set(h.id, h.name);
  const listed = (names.data?.data ?? []).map((h) => ({ value: h.id, label: h.name }));
  const chosenName = seen.current.get(chosenId);
  const keepChosen = chosenId && chosenName && !listed.some((c) => c.value === chosenId) ? [{ value: chosenId, label: chosenName }] : [];
  return { choices: [...keepChosen, ...listed], total: names.data?.total ?? 0, search, onSearch: setSearch };
}
