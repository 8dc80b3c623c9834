import { BadgeCheck, Plus } from 'lucide-react';
import { useState } from 'react';
import type { CredentialView } from '@/domain/credentials/credential-answers';
import { CREDENTIAL_KIND_WORDS, dateInWords } from '@/domain/credentials/credential-rules';
import { COMMON_TEXTS } from '@/domain/portals/control-center-screens';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { DataTable, type Column } from '@/web/components/ui/data-table';
import { EmptyState } from '@/web/components/ui/empty-state';
import { ErrorPanel } from '@/web/components/ui/error-panel';
import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { Notice, useNotice } from '@/web/components/ui/notice';
import { RefreshButton } from '@/web/components/ui/refresh-button';
import { serverTextOr } from '@/web/lib/api-client';
import { useCredentials, useRemoveCredential } from '../api/credential-calls';
import { CREDENTIAL_UI as T } from '../credential-ui-texts';
import { CredentialBadge } from './credential-badge';
import { CredentialFormModal } from './credential-form-modal';

const holderName = (c: CredentialView) => (c.holder.type === 'UNIT' ? T.unitHolder(c.holder.name) : c.holder.name);

/**
 * The credentials a reader may see, soonest expiry first, with their badges: the agency's own to add, edit and remove
 * (`manage`), or the region's expired and expiring ones across agencies, to read.
 */
export function CredentialsTable({ manage }: { manage: boolean }) {
  const list = useCredentials(!manage);
  const remove = useRemoveCredential();
  const notice = useNotice();
  const [editing, setEditing] = useState<{ credential: CredentialView | null } | null>(null);
  const [removing, setRemoving] = useState<CredentialView | null>(null);

  const columns: Column<CredentialView>[] = [
    ...(manage ? [] : [{ key: 'agency', header: T.columns.agency, cell: (c: CredentialView) => c.agencyName }]),
    { key: 'holder', header: T.columns.holder, cell: (c) => <span className="font-semibold text-slate-900">{holderName(c)}</span> },
    {
      key: 'kind',
      header: T.columns.kind,
      cell: (c) => (
        <>
          <span className="block">{CREDENTIAL_KIND_WORDS[c.kind].label}</span>
          {(c.number || c.issuer) && <span className="block text-xs text-slate-500">{[c.number, c.issuer].filter(Boolean).join(' · ')}</span>}
          {c.note && <span className="block text-xs text-slate-500">{c.note}</span>}
        </>
      ),
    },
    {
      key: 'expiry',
      header: T.columns.expiry,
      cell: (c) => (
        <div className="flex flex-wrap items-center gap-2">
          <span>{dateInWords(c.expiresOn)}</span>
          <CredentialBadge state={c.state} />
        </div>
      ),
    },
    { key: 'daysLeft', header: T.columns.daysLeft, cell: (c) => T.daysLeft(c.daysLeft) },
    ...(manage
      ? [
          {
            key: 'actions',
            header: T.columns.actions,
            stickyEnd: true,
            cell: (c: CredentialView) => (
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="secondary" aria-label={T.forHolder(T.edit, `${holderName(c)}, ${CREDENTIAL_KIND_WORDS[c.kind].label}`)} onClick={() => setEditing({ credential: c })}>
                  {T.edit}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  className="text-red-700 hover:bg-red-50"
                  aria-label={T.forHolder(T.remove, `${holderName(c)}, ${CREDENTIAL_KIND_WORDS[c.kind].label}`)}
                  onClick={() => setRemoving(c)}
                >
                  {T.remove}
                </Button>
              </div>
            ),
          },
        ]
      : []),
  ];

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSettled: () => setRemoving(null),
      onError: (error) => notice.failure(serverTextOr(error, T.actionFailed)),
    });
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-sm text-slate-600">{manage ? T.intro : T.regionIntro}</p>
        <div className="flex gap-2">
          <RefreshButton label={T.refresh} fetching={list.isFetching} onRefresh={() => void list.refetch()} />
          {manage && (
            <Button icon={<Plus aria-hidden="true" className="size-4" />} onClick={() => setEditing({ credential: null })}>
              {T.add}
            </Button>
          )}
        </div>
      </div>
      <Notice notice={notice.notice} dismissLabel={T.dismiss} onDismiss={notice.clear} />
      {list.isError ? (
        <ErrorPanel message={serverTextOr(list.error, T.loadFailed)} retryLabel={T.retry} busy={list.isFetching} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <LoadingPanel label={T.loading} />
      ) : list.data.length === 0 ? (
        <EmptyState icon={<BadgeCheck aria-hidden="true" className="size-10" />} title={T.emptyTitle}>
          {manage ? T.empty : T.regionEmpty}
        </EmptyState>
      ) : (
        <DataTable label={T.tableLabel} columns={columns} rows={list.data} rowKey={(c) => c.id} moreLabel={COMMON_TEXTS.showMore} />
      )}
      {manage && (
        <>
          <CredentialFormModal open={editing !== null} credential={editing?.credential ?? null} onClose={() => setEditing(null)} />
          <ConfirmDialog
            open={removing !== null}
            title={T.removeConfirm.title}
            message={removing ? T.removeConfirm.message(`${holderName(removing)}’s ${CREDENTIAL_KIND_WORDS[removing.kind].inSentence}`) : ''}
            confirmLabel={T.removeConfirm.confirm}
            cancelLabel={T.removeConfirm.cancel}
            tone="danger"
            busy={remove.isPending}
            onConfirm={confirmRemove}
            onCancel={() => setRemoving(null)}
          />
        </>
      )}
    </div>
  );
}
