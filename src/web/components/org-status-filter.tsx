import { useSearchParams } from 'wouter';
import { ORG_LIST_STATUSES } from '@/domain/organisations/org-list-query';
import { ORG_STATUS_FILTER, type OrgListStatus } from '@/domain/organisations/org-list-texts';
import { Select } from './ui/field';

export type OrgStatusChoice = 'all' | OrgListStatus;
const STATUS_PARAM = 'status';

/**
 * The status filter of the facility and agency lists, kept in the address (?status=pending) so that a link can open a
 * list filtered and a reload keeps the choice. `params` is what the list call adds to its query.
 */
export function useOrgStatusFilter(onChange: () => void) {
  const [params, setParams] = useSearchParams();
  const asked = params.get(STATUS_PARAM);
  const status: OrgStatusChoice = (ORG_LIST_STATUSES as readonly string[]).includes(asked ?? '') ? (asked as OrgListStatus) : 'all';
  return {
    status,
    params: (status === 'all' ? {} : { status }) as Record<string, string>,
    setStatus(next: OrgStatusChoice) {
      setParams(next === 'all' ? {} : { [STATUS_PARAM]: next }, { replace: true });
      onChange();
    },
  };
}

/** All, Active, Inactive, and Pending Review while registrations wait (or while it is the chosen filter). */
export function OrgStatusFilter({
  label,
  status,
  pending,
  onChange,
}: {
  label: string;
  status: OrgStatusChoice;
  /** how many registrations await review, unfiltered */
  pending: number;
  onChange(next: OrgStatusChoice): void;
}) {
  const choices: OrgStatusChoice[] = ['all', 'active', 'inactive', ...(pending > 0 || status === 'pending' ? ['pending' as const] : [])];
  return (
    <Select
      aria-label={label}
      value={status}
      onChange={(e) => onChange(e.target.value as OrgStatusChoice)}
      className="w-auto! min-w-0 flex-1 sm:w-44! sm:flex-none"
    >
      {choices.map((s) => (
        <option key={s} value={s}>
          {ORG_STATUS_FILTER[s]}
        </option>
      ))}
    </Select>
  );
}
