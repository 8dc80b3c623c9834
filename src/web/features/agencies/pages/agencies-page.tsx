import { Ambulance, Plus } from 'lucide-react';
import { useState } from 'react';
import type { Agency } from '@/domain/organisations/agency-answers';
import { AGENCY_SCREEN } from '@/domain/organisations/org-list-texts';
import { AGENCY_MESSAGES } from '@/domain/organisations/org-messages';
import { OrgListFrame } from '@/web/components/org-list-frame';
import { OrgStatusFilter, useOrgStatusFilter } from '@/web/components/org-status-filter';
import { useOrgRowHandlers } from '@/web/components/org-row-actions';
import { Button } from '@/web/components/ui/button';
import { useNotice } from '@/web/components/ui/notice';
import { SearchInput } from '@/web/components/ui/search-input';
import { ORG_UI } from '@/web/lib/org-ui-texts';
import { useListSearch } from '@/web/lib/use-list-page';
import { useSignedInUser } from '@/web/features/session';
import { useAgencyCounts, useAgencyPage } from '../api/get-agencies';
import { useDeleteAgency } from '../api/delete-agency';
import { useReviewAgency } from '../api/review-agency';
import { AgenciesTable } from '../components/agencies-table';
import { AgencyFormModal, type AgencyModalTarget } from '../components/agency-form-modal';

/** EMS Agencies (/dashboard/agencies): search, status filter, add, edit, review, delete; read-only for USER. */
export default function AgenciesPage() {
  const canWrite = useSignedInUser().userType === 'ADMIN';
  const list = useListSearch();
  const filter = useOrgStatusFilter(() => list.setPage(0));
  const agencies = useAgencyPage({ ...list.params, ...filter.params }, list.page);
  const counts = useAgencyCounts();
  const review = useReviewAgency();
  const remove = useDeleteAgency();
  const notice = useNotice();
  const [modal, setModal] = useState<AgencyModalTarget>(null);
  const { handlers: actions, reviewDialog } = useOrgRowHandlers<Agency>({
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
      <SearchInput label={ORG_UI.agencies.search} value={list.search} onChange={list.setSearch} className="min-w-0 flex-1 basis-full sm:basis-64" />
      <OrgStatusFilter label={ORG_UI.agencies.statusFilter} status={filter.status} pending={counts.data?.pending ?? 0} onChange={filter.setStatus} />
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
        counts={counts.data}
        page={list.page}
        onPage={list.setPage}
        intro={ORG_UI.agencies.intro}
        controls={controls}
        countText={ORG_UI.agencies.count}
        notice={notice.notice}
        onDismissNotice={notice.clear}
        loadError={{ title: AGENCY_MESSAGES.loadFailed, message: ORG_UI.agencies.loadFailedBody }}
        empty={{ icon: <Ambulance aria-hidden="true" className="size-10" />, title: ORG_UI.agencies.empty, noMatch: ORG_UI.agencies.noMatch }}
      >
        <AgenciesTable agencies={agencies.data?.data ?? []} actions={canWrite ? actions : null} />
      </OrgListFrame>
      {canWrite && reviewDialog}
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
