import type { Hospital } from '@/domain/organisations/hospital-answers';
import { HOSPITAL_COLUMNS } from '@/domain/organisations/org-list-texts';
import { DASHBOARD_SECTIONS } from '@/domain/portals/portal-texts';
import { orgActionsColumn, type OrgRowHandlers } from '@/web/components/org-row-actions';
import { OrgStatusBadge } from '@/web/components/org-status-badge';
import { PendingChangeMarker } from '@/web/components/pending-change-marker';
import { DataTable, type Column } from '@/web/components/ui/data-table';
import { EmailText } from '@/web/components/ui/email-text';
import { ORG_UI } from '@/web/lib/org-ui-texts';
import { cityStateZip } from '@/web/lib/place-text';

const orNotSet = (v: string | null) => (v ? v : ORG_UI.notSet);

/** Name, email, city/state/zip, address, type, status and, for administrators, the actions. */
export function HospitalsTable({ hospitals, actions }: { hospitals: readonly Hospital[]; actions: OrgRowHandlers<Hospital> | null }) {
  const columns: Column<Hospital>[] = [
    {
      key: 'name',
      header: HOSPITAL_COLUMNS.name,
      cell: (h) => (
        <>
          <span className="font-medium text-slate-900">{h.name}</span>
          <PendingChangeMarker current={h} change={h} />
        </>
      ),
      className: 'md:min-w-40',
    },
    { key: 'email', header: HOSPITAL_COLUMNS.email, cell: (h) => (h.email ? <EmailText email={h.email} /> : ORG_UI.notSet), className: 'md:min-w-40' },
    { key: 'location', header: HOSPITAL_COLUMNS.location, cell: (h) => orNotSet(cityStateZip(h)) },
    { key: 'address', header: HOSPITAL_COLUMNS.address, cell: (h) => orNotSet(h.address), className: 'md:min-w-28' },
    { key: 'type', header: HOSPITAL_COLUMNS.type, cell: (h) => h.type, className: 'md:whitespace-nowrap' },
    { key: 'status', header: HOSPITAL_COLUMNS.status, cell: (h) => <OrgStatusBadge org={h} /> },
  ];
  if (actions) columns.push(orgActionsColumn(HOSPITAL_COLUMNS.actions, actions));
  return (
    <DataTable label={DASHBOARD_SECTIONS.hospitals} columns={columns} rows={hospitals} rowKey={(h) => h.id} moreLabel={ORG_UI.showMore} />
  );
}
