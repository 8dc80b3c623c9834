import type { ReactNode } from 'react';
import type { Agency } from '@/domain/organisations/agency-answers';
import { AGENCY_SCREEN } from '@/domain/organisations/org-list-texts';
import { AGENCY_MESSAGES } from '@/domain/organisations/org-messages';
import { DASHBOARD_SECTIONS } from '@/domain/portals/portal-texts';
import { phoneForDisplay } from '@/domain/common/phone-number';
import { PendingChangeMarker } from '@/web/components/pending-change-marker';
import { orgActionsColumn, type OrgRowHandlers } from '@/web/components/org-row-actions';
import { OrgStatusBadge } from '@/web/components/org-status-badge';
import { Badge } from '@/web/components/ui/badge';
import { DataTable, type Column } from '@/web/components/ui/data-table';
import { EmailText } from '@/web/components/ui/email-text';
import { ORG_UI } from '@/web/lib/org-ui-texts';
import { cityStateZip } from '@/web/lib/place-text';

const COLUMNS = AGENCY_SCREEN.columns;

function Lines({ lines }: { lines: ReactNode[] }) {
  const shown = lines.filter(Boolean);
  if (shown.length === 0) return <span className="text-slate-400">{ORG_UI.notSet}</span>;
  return (
    <div className="space-y-0.5">
      {shown.map((line, i) => (
        <div key={i} className={i === 0 ? 'text-slate-800' : 'text-xs wrap-break-word text-slate-500'}>
          {line}
        </div>
      ))}
    </div>
  );
}

/** Agency (name and id), contact, location, capability chips, status and, for administrators, the actions. */
export function AgenciesTable({ agencies, actions }: { agencies: readonly Agency[]; actions: OrgRowHandlers<Agency> | null }) {
  const columns: Column<Agency>[] = [
    {
      key: 'agency',
      header: COLUMNS.agency,
      className: 'md:min-w-40',
      cell: (a) => (
        <div>
          <div className="font-medium text-slate-900">{a.name}</div>
          <div className="font-mono text-xs text-slate-500" title={a.id}>
            {ORG_UI.agencies.agencyId(a.id)}
          </div>
          <PendingChangeMarker current={{ name: a.name, email: a.contactInfo.email }} change={a} />
        </div>
      ),
    },
    {
      key: 'contact',
      header: COLUMNS.contact,
      className: 'md:min-w-44',
      cell: (a) => <Lines lines={[a.contactInfo.contactName, phoneForDisplay(a.contactInfo.phone), a.contactInfo.email && <EmailText email={a.contactInfo.email} />]} />,
    },
    { key: 'location', header: COLUMNS.location, cell: (a) => <Lines lines={[cityStateZip(a.contactInfo)]} /> },
    {
      key: 'capabilities',
      header: COLUMNS.capabilities,
      cell: (a) =>
        a.capabilities.length === 0 ? (
          <span className="text-slate-400 italic">{AGENCY_MESSAGES.noCapabilities}</span>
        ) : (
          <ul className="flex flex-wrap gap-1">
            {a.capabilities.map((c) => (
              <li key={c}>
                <Badge tone="blue">{c}</Badge>
              </li>
            ))}
          </ul>
        ),
    },
    { key: 'status', header: COLUMNS.status, cell: (a) => <OrgStatusBadge org={a} /> },
  ];
  if (actions) columns.push(orgActionsColumn(COLUMNS.actions, actions));
  return <DataTable label={DASHBOARD_SECTIONS.agencies} columns={columns} rows={agencies} rowKey={(a) => a.id} moreLabel={ORG_UI.showMore} />;
}
