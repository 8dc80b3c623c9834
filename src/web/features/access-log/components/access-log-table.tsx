import { useState } from 'react';
import type { AccessEntry } from '@/domain/audit/access-log';
import { ACCESS_LOG_TEXTS, accessViewWords } from '@/domain/audit/access-log-texts';
import { labelOf, USER_TYPE_LABELS } from '@/domain/common/code-labels';
import { Badge } from '@/web/components/ui/badge';
import { DataTable, type Column } from '@/web/components/ui/data-table';
import { formatShortDate, formatTime } from '@/web/lib/format';

const COLUMNS = ACCESS_LOG_TEXTS.columns;

/** The person behind an entry; a click on the name shows only their entries (a removed account's name is plain text). */
function Who({ entry: e, onUser }: { entry: AccessEntry; onUser(id: string, name: string): void }) {
  const id = e.actorUserId;
  return (
    <div className="min-w-0 md:min-w-32">
      {id ? (
        <button
          type="button"
          title={ACCESS_LOG_TEXTS.filterByUser(e.actorName)}
          onClick={() => onUser(id, e.actorName)}
          className="rounded text-left font-medium break-words text-blue-800 underline decoration-blue-300 underline-offset-2 hover:text-blue-950 focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          {e.actorName}
        </button>
      ) : (
        <span className="font-medium text-slate-900">{e.actorName}</span>
      )}
      <p className="text-xs text-slate-600">
        {labelOf(USER_TYPE_LABELS, e.actorRole)}
        {e.keyId && <> · {ACCESS_LOG_TEXTS.viaApiKey}</>}
      </p>
    </div>
  );
}

function What({ entry: e }: { entry: AccessEntry }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span title={e.view}>{accessViewWords(e.view)}</span>
      {e.action === 'CHANGE' && <Badge tone="amber">{ACCESS_LOG_TEXTS.change}</Badge>}
    </span>
  );
}

const When = ({ at, inline = false }: { at: string; inline?: boolean }) => (
  <time dateTime={at} className="whitespace-nowrap">
    {formatShortDate(at)}
    <span className={inline ? undefined : 'md:block'}> {formatTime(at)}</span>
  </time>
);

// a list call may touch dozens of patients: the first few, and the rest on request (the CSV always has them all)
const FEW_PATIENTS = 6;

/** The patient ids of an entry, the one searched for first so that it is among the few shown. */
function PatientIds({ ids: given, first }: { ids: readonly string[]; first: string }) {
  const [all, setAll] = useState(false);
  const ids = given.includes(first) ? [first, ...given.filter((id) => id !== first)] : given;
  const long = ids.length > FEW_PATIENTS;
  return (
    <span className="font-mono text-xs break-words">
      {(all || !long ? ids : ids.slice(0, FEW_PATIENTS)).join(', ')}
      {long && (
        <button
          type="button"
          aria-expanded={all}
          onClick={() => setAll((a) => !a)}
          className="ml-1.5 rounded font-sans text-xs font-medium whitespace-nowrap text-blue-800 underline underline-offset-2 hover:text-blue-950 focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          {all ? ACCESS_LOG_TEXTS.fewerPatients : ACCESS_LOG_TEXTS.morePatients(ids.length)}
        </button>
      )}
    </span>
  );
}

/** The access log, newest first: when, who, what, which patients and trips, and from which address. */
export function AccessLogTable({
  entries,
  patientId,
  onUser,
}: {
  entries: readonly AccessEntry[];
  /** The patient id searched for, shown first in each entry. */
  patientId: string;
  onUser(id: string, name: string): void;
}) {
  const columns: Column<AccessEntry>[] = [
    { key: 'when', header: COLUMNS.when, cell: (e) => <When at={e.at} /> },
    { key: 'who', header: COLUMNS.who, cell: (e) => <Who entry={e} onUser={onUser} /> },
    { key: 'what', header: COLUMNS.what, cell: (e) => <What entry={e} /> },
    { key: 'patientIds', header: COLUMNS.patientIds, cell: (e) => <PatientIds ids={e.patientIds} first={patientId} /> },
    { key: 'trips', header: COLUMNS.trips, cell: (e) => <span className="tabular-nums">{e.tripIds.length.toLocaleString()}</span> },
    { key: 'address', header: COLUMNS.address, cell: (e) => <span className="font-mono text-xs">{e.address}</span> },
  ];
  return (
    <DataTable
      label={ACCESS_LOG_TEXTS.tableLabel}
      columns={columns}
      rows={entries}
      rowKey={(e) => String(e.id)}
      moreLabel={ACCESS_LOG_TEXTS.moreRows}
      phoneRow={(e) => <PhoneEntry entry={e} patientId={patientId} onUser={onUser} />}
    />
  );
}

/** An entry on a phone: who and when on top, what beneath, then the patients, trips and address in small print. */
function PhoneEntry({ entry: e, patientId, onUser }: { entry: AccessEntry; patientId: string; onUser(id: string, name: string): void }) {
  return (
    <div className="space-y-1.5 text-sm text-slate-700">
      <div className="flex items-start justify-between gap-3">
        <Who entry={e} onUser={onUser} />
        <span className="shrink-0 text-xs font-medium text-slate-800">
          <span className="sr-only">{COLUMNS.when} </span>
          <When at={e.at} inline />
        </span>
      </div>
      <What entry={e} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
        <dt className="font-semibold text-slate-500 uppercase">{COLUMNS.patientIds}</dt>
        <dd className="min-w-0">
          <PatientIds ids={e.patientIds} first={patientId} />
        </dd>
        <dt className="font-semibold text-slate-500 uppercase">{COLUMNS.trips}</dt>
        <dd>{ACCESS_LOG_TEXTS.tripCount(e.tripIds.length)}</dd>
        <dt className="font-semibold text-slate-500 uppercase">{COLUMNS.address}</dt>
        <dd className="min-w-0 font-mono break-all">{e.address}</dd>
      </dl>
    </div>
  );
}
