import { Ambulance, Plus } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import type { Agency } from '../../../../domain/agency-forms';
import { AGENCY_SCREEN, orgListStatus, type OrgListStatus } from '../../../../domain/org-list-texts';
import { AGENCY_MESSAGES } from '../../../../domain/org-messages';
import { OrgListFrame } from '../../../components/org-list-frame';
import { orgRowHandlers } from '../../../components/org-row-actions';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/field';
import { useNotice } from '../../../components/ui/notice';
import { SearchInput } from '../../../components/ui/search-input';
import { ORG_UI } from '../../../lib/org-ui-texts';
import { matchesSearch } from '../../../lib/search-text';
import { useSignedInUser } from '../../session/session-context';
import { useAgencies } from '../api/get-agencies';
import { useDeleteAgency } from '../api/delete-agency';
import { useReviewAgency } from '../api/review-agency';
import { AgenciesTable } from '../components/agencies-table';
import { AgencyFormModal, type AgencyModalTarget } from '../components/agency-form-modal';

type StatusFilter = 'all' | OrgListStatus;

const searchable = (a: Agency) => {
  const c = a.contactInfo;
  return [a.name, a.id, a.serviceType, c.contactName, c.phone, c.email, c.address, c.city, c.state, c.zipCode, ...a.capabilities];
};

/** EMS Agencies (/dashboard/agencies): search, status filter, add, edit, review, delete; read-only for USER. */
export default function AgenciesPage() {
  const canWrite = useSignedInUser().userType === 'ADMIN';
  const agencies = useAgencies();
  const review = useReviewAgency();
  const remove = useDeleteAgency();
  const notice = useNotice();
  const [modal, setModal] = useState<AgencyModalTarget>(null);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const query = useDeferredValue(search);

  const all = agencies.data;
  const pending = useMemo(() => (all ?? []).filter((a) => orgListStatus(a) === 'pending').length, [all]);
  // "Pending Review" is offered while registrations wait (or while it is the chosen filter)
  const statusChoices: StatusFilter[] = ['all', 'active', 'inactive', ...(pending > 0 || status === 'pending' ? ['pending' as const] : [])];
  const shown = useMemo(
    () => (all ?? []).filter((a) => (status === 'all' || orgListStatus(a) === status) && matchesSearch(searchable(a), query)),
    [all, status, query],
  );
  const actions = orgRowHandlers<Agency>({
    review,
    remove,
    texts: { ...AGENCY_MESSAGES, approveFailed: ORG_UI.agencies.approveFailed, rejectFailed: ORG_UI.agencies.rejectFailed },
    notice,
    onEdit: (agency) => {
      notice.clear();
      setModal({ mode: 'edit', agency });
    },
  });

  const controls = (
    <>
      <SearchInput label={ORG_UI.agencies.search} value={search} onChange={setSearch} className="min-w-0 flex-1 basis-full sm:basis-64" />
      <Select aria-label={ORG_UI.agencies.statusFilter} value={status} onChange={(e) => setStatus(e.target.value as StatusFilter)} className="w-auto! min-w-0 flex-1 sm:w-44! sm:flex-none">
        {statusChoices.map((s) => (
          <option key={s} value={s}>
            {AGENCY_SCREEN.statusFilter[s]}
          </option>
        ))}
      </Select>
      {canWrite && (
        <Button
          icon={<Plus aria-hidden="true" className="size-4" />}
          onClick={() => {
            notice.clear();
            setModal({ mode: 'create' });
          }}
        >
          {AGENCY_SCREEN.addAgency}
        </Button>
      )}
    </>
  );

  return (
    <>
      <OrgListFrame
        list={agencies}
        intro={ORG_UI.agencies.intro}
        controls={controls}
        shownCount={shown.length}
        countText={ORG_UI.agencies.count}
        pending={pending}
        notice={notice.notice}
        onDismissNotice={notice.clear}
        loadError={{ title: AGENCY_MESSAGES.loadFailed, message: ORG_UI.agencies.loadFailedBody }}
        empty={{ icon: <Ambulance aria-hidden="true" className="size-10" />, title: ORG_UI.agencies.empty, noMatch: ORG_UI.agencies.noMatch }}
      >
        <AgenciesTable agencies={shown} actions={canWrite ? actions : null} />
      </OrgListFrame>
      {canWrite && (
        <AgencyFormModal
          target={modal}
          onClose={() => setModal(null)}
          onSaved={(saved, mode) => {
            setModal(null);
            notice.success(mode === 'create' ? ORG_UI.created(saved.name) : ORG_UI.updated(saved.name));
          }}
        />
      )}
    </>
  );
}
