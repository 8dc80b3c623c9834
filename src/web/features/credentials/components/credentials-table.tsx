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
import { CREDENTIAL_UI } from '../credential-ui-texts';
import { CredentialBadge } from './credential-badge';
import { CredentialFormModal } from './credential-form-modal';

const holderName = (c: CredentialView) => (c.holder.type === 'UNIT' ? CREDENTIAL_UI.unitHolder(c.holder.name) : c.holder.name);

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
    ...(manage ? [] : [{ key: 'agency', header: CREDENTIAL_UI.columns.agency, cell: (c: CredentialView) => c.agencyName }]),
    { key: 'holder', header: CREDENTIAL_UI.columns.holder, cell: (c) => <span className="font-semibold text-slate-900">{holderName(c)}</span> },
    {
      key: 'kind',
      header: CREDENTIAL_UI.columns.kind,
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
      header: CREDENTIAL_UI.columns.expiry,
      cell: (c) => (
        <div className="flex flex-wrap items-center gap-2">
          <span>{dateInWords(c.expiresOn)}</span>
          <CredentialBadge state={c.state} />
        </div>
      ),
    },
    { key: 'daysLeft', header: CREDENTIAL_UI.columns.daysLeft, cell: (c) => CREDENTIAL_UI.daysLeft(c.daysLeft) },
    ...(manage
      ? [
          {
            key: 'actions',
            header: CREDENTIAL_UI.columns.actions,
            stickyEnd: true,
            cell: (c: CredentialView) => (
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="secondary" aria-label={CREDENTIAL_UI.forHolder(CREDENTIAL_UI.edit, `${holderName(c)}, ${CREDENTIAL_KIND_WORDS[c.kind].label}`)} onClick={() => setEditing({ credential: c })}>
                  {CREDENTIAL_UI.edit}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  className="text-red-700 hover:bg-red-50"
                  aria-label={CREDENTIAL_UI.forHolder(CREDENTIAL_UI.remove, `${holderName(c)}, ${CREDENTIAL_KIND_WORDS[c.kind].label}`)}
                  onClick={() => setRemoving(c)}
                >
                  {CREDENTIAL_UI.remove}
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
      onError: (error) => notice.failure(serverTextOr(error, CREDENTIAL_UI.actionFailed)),
    });
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-sm text-slate-600">{manage ? CREDENTIAL_UI.intro : CREDENTIAL_UI.regionIntro}</p>
        <div className="flex gap-2">
          <RefreshButton label={CREDENTIAL_UI.refresh} fetching={list.isFetching} onRefresh={() => void list.refetch()} />
          {manage && (
            <Button icon={<Plus aria-hidden="true" className="size-4" />} onClick={() => setEditing({ credential: null })}>
              {CREDENTIAL_UI.add}
            </Button>
          )}
        </div>
      </div>
      <Notice notice={notice.notice} dismissLabel={CREDENTIAL_UI.dismiss} onDismiss={notice.clear} />
      {list.isError ? (
        <ErrorPanel message={serverTextOr(list.error, CREDENTIAL_UI.loadFailed)} retryLabel={CREDENTIAL_UI.retry} busy={list.isFetching} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <LoadingPanel label={CREDENTIAL_UI.loading} />
      ) : list.data.length === 0 ? (
        <EmptyState icon={<BadgeCheck aria-hidden="true" className="size-10" />} title={CREDENTIAL_UI.emptyTitle}>
          {manage ? CREDENTIAL_UI.empty : CREDENTIAL_UI.regionEmpty}
        </EmptyState>
      ) : (
        <DataTable label={CREDENTIAL_UI.tableLabel} columns={columns} rows={list.data} rowKey={(c) => c.id} moreLabel={COMMON_TEXTS.showMore} />
      )}
      {manage && (
        <>
          <CredentialFormModal open={editing !== null} credential={editing?.credential ?? null} onClose={() => setEditing(null)} />
          <ConfirmDialog
            open={removing !== null}
            title={CREDENTIAL_UI.removeConfirm.title}
            message={removing ? CREDENTIAL_UI.removeConfirm.message(`${holderName(removing)}’s ${CREDENTIAL_KIND_WORDS[removing.kind].inSentence}`) : ''}
            confirmLabel={CREDENTIAL_UI.removeConfirm.confirm}
            cancelLabel={CREDENTIAL_UI.removeConfirm.cancel}
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
