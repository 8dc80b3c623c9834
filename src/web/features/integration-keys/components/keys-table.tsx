import type { IntegrationKeyWire as IntegrationKey } from '@/domain/integrations/integration-key-answers';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { DataTable, type Column } from '@/web/components/ui/data-table';
import { formatShortDateTime } from '@/web/lib/format';
import { INTEGRATION_KEYS_UI } from '../integration-key-ui-texts';

const COLUMNS = INTEGRATION_KEYS_UI.columns;

/** The organisation's keys: never their text, only the start that recognises one. */
export function KeysTable({ keys, onRevoke }: { keys: readonly IntegrationKey[]; onRevoke(key: IntegrationKey): void }) {
  const columns: Column<IntegrationKey>[] = [
    { key: 'name', header: COLUMNS.name, cell: (k) => <span className="font-medium text-slate-900">{k.name}</span> },
    { key: 'prefix', header: COLUMNS.prefix, cell: (k) => <code className="font-mono text-xs">{k.prefix}…</code> },
    {
      key: 'scopes',
      header: COLUMNS.scopes,
      cell: (k) => (
        <span className="flex flex-wrap gap-1">
          {k.scopes.map((s) => (
            <Badge key={s} tone="blue">
              {s}
            </Badge>
          ))}
        </span>
      ),
    },
    { key: 'created', header: COLUMNS.created, cell: (k) => formatShortDateTime(k.createdAt) },
    { key: 'lastUsed', header: COLUMNS.lastUsed, cell: (k) => (k.lastUsedAt ? formatShortDateTime(k.lastUsedAt) : INTEGRATION_KEYS_UI.never) },
    {
      key: 'status',
      header: COLUMNS.status,
      cell: (k) =>
        k.revokedAt ? <Badge tone="slate">{INTEGRATION_KEYS_UI.revokedOn(formatShortDateTime(k.revokedAt))}</Badge> : <Badge tone="green">{INTEGRATION_KEYS_UI.active}</Badge>,
    },
    {
      key: 'actions',
      header: COLUMNS.actions,
      stickyEnd: true,
      cell: (k) =>
        k.revokedAt ? null : (
          <Button size="sm" variant="secondary" onClick={() => onRevoke(k)} aria-label={`${INTEGRATION_KEYS_UI.revoke} ${k.name} (${k.prefix}…)`}>
            {INTEGRATION_KEYS_UI.revoke}
          </Button>
        ),
    },
  ];
  return <DataTable label={INTEGRATION_KEYS_UI.tableLabel} columns={columns} rows={keys} rowKey={(k) => k.id} moreLabel={INTEGRATION_KEYS_UI.showMore} />;
}
