import { Building2 } from 'lucide-react';
import { useState } from 'react';
import type { Hospital } from '@/domain/organisations/hospital-answers';
import { HOSPITAL_MESSAGES } from '@/domain/organisations/org-messages';
import { OrgListFrame } from '@/web/components/org-list-frame';
import { OrgStatusFilter, useOrgStatusFilter } from '@/web/components/org-status-filter';
import { useOrgRowHandlers } from '@/web/components/org-row-actions';
import { useNotice } from '@/web/components/ui/notice';
import { SearchInput } from '@/web/components/ui/search-input';
import { ORG_UI } from '@/web/lib/org-ui-texts';
import { useListSearch } from '@/web/lib/use-list-page';
import { useSignedInUser } from '@/web/features/session';
import { useDeleteHospital } from '../api/delete-hospital';
import { useHospitalCounts, useHospitalPage } from '../api/get-hospitals';
import { useReviewHospital } from '../api/review-hospital';
import { AddHospitalButton } from '../components/add-hospital-button';
import { HospitalEditModal } from '../components/hospital-edit-modal';
import { HospitalsTable } from '../components/hospitals-table';

/**
 * Healthcare Facilities (/dashboard/hospitals): search, status filter (?status=pending opens it filtered), Add Facility
 * (the registration), review registrations, edit, delete; read-only for USER.
 */
export default function HospitalsPage() {
  const canWrite = useSignedInUser().userType === 'ADMIN';
  const list = useListSearch();
  const filter = useOrgStatusFilter(() => list.setPage(0));
  const hospitals = useHospitalPage({ ...list.params, ...filter.params }, list.page);
  const counts = useHospitalCounts();
  const review = useReviewHospital();
  const remove = useDeleteHospital();
  const notice = useNotice();
  const [editing, setEditing] = useState<Hospital | null>(null);
  const { handlers: actions, reviewDialog } = useOrgRowHandlers<Hospital>({
    review,
    remove,
    texts: HOSPITAL_MESSAGES,
    notice,
    onEdit: (h) => {
      notice.clear();
      setEditing(h);
    },
  });

  return (
    <>
      <OrgListFrame
        list={hospitals}
        counts={counts.data}
        page={list.page}
        onPage={list.setPage}
        intro={ORG_UI.hospitals.intro}
        controls={
          <>
            <SearchInput label={ORG_UI.hospitals.search} value={list.search} onChange={list.setSearch} className="min-w-0 flex-1 basis-full sm:basis-64" />
            <OrgStatusFilter label={ORG_UI.hospitals.statusFilter} status={filter.status} pending={counts.data?.pending ?? 0} onChange={filter.setStatus} />
            {canWrite && <AddHospitalButton />}
          </>
        }
        countText={ORG_UI.hospitals.count}
        notice={notice.notice}
        onDismissNotice={notice.clear}
        loadError={{ title: HOSPITAL_MESSAGES.loadErrorHeading, message: HOSPITAL_MESSAGES.fetchFailed }}
        empty={{ icon: <Building2 aria-hidden="true" className="size-10" />, title: HOSPITAL_MESSAGES.emptyList, noMatch: ORG_UI.hospitals.noMatch }}
      >
        <HospitalsTable hospitals={hospitals.data?.data ?? []} actions={canWrite ? actions : null} />
      </OrgListFrame>
      {canWrite && reviewDialog}
      {canWrite && (
        <HospitalEditModal
          hospital={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            notice.success(ORG_UI.updated(saved.name));
          }}
        />
      )}
    </>
  );
}
