import { Building2 } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import type { Hospital } from '../../../../domain/hospital-forms';
import { HOSPITAL_MESSAGES } from '../../../../domain/org-messages';
import { OrgListFrame } from '../../../components/org-list-frame';
import { orgRowHandlers } from '../../../components/org-row-actions';
import { useNotice } from '../../../components/ui/notice';
import { SearchInput } from '../../../components/ui/search-input';
import { ORG_UI } from '../../../lib/org-ui-texts';
import { matchesSearch } from '../../../lib/search-text';
import { useSignedInUser } from '../../session/session-context';
import { useDeleteHospital } from '../api/delete-hospital';
import { useHospitals } from '../api/get-hospitals';
import { useReviewHospital } from '../api/review-hospital';
import { HospitalEditModal } from '../components/hospital-edit-modal';
import { HospitalsTable } from '../components/hospitals-table';

const searchable = (h: Hospital) => [h.name, h.email, h.city, h.state, h.zipCode, h.address, h.type, h.region, h.contactName];

/** Healthcare Facilities (/dashboard/hospitals): search, review registrations, edit, delete; read-only for USER. */
export default function HospitalsPage() {
  const canWrite = useSignedInUser().userType === 'ADMIN';
  const hospitals = useHospitals();
  const review = useReviewHospital();
  const remove = useDeleteHospital();
  const notice = useNotice();
  const [editing, setEditing] = useState<Hospital | null>(null);
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);

  const all = hospitals.data;
  // the server lists registrations awaiting review first; filtering keeps that order
  const shown = useMemo(() => (all ?? []).filter((h) => matchesSearch(searchable(h), query)), [all, query]);
  const pending = useMemo(() => (all ?? []).filter((h) => h.requiresReview).length, [all]);
  const actions = orgRowHandlers<Hospital>({
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
        intro={ORG_UI.hospitals.intro}
        controls={<SearchInput label={ORG_UI.hospitals.search} value={search} onChange={setSearch} className="min-w-0 flex-1 basis-64" />}
        shownCount={shown.length}
        countText={ORG_UI.hospitals.count}
        pending={pending}
        notice={notice.notice}
        onDismissNotice={notice.clear}
        loadError={{ title: HOSPITAL_MESSAGES.loadErrorHeading, message: HOSPITAL_MESSAGES.fetchFailed }}
        empty={{ icon: <Building2 aria-hidden="true" className="size-10" />, title: HOSPITAL_MESSAGES.emptyList, noMatch: ORG_UI.hospitals.noMatch }}
      >
        <HospitalsTable hospitals={shown} actions={canWrite ? actions : null} />
      </OrgListFrame>
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
