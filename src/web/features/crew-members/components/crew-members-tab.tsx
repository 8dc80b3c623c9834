import { Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { COMMON_TEXTS } from '@/domain/portals/control-center-screens';
import type { CrewMember } from '@/domain/crew/crew-member-answers';
import { CERTIFICATION_LABELS } from '@/domain/crew/crew-members';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { DataTable, type Column } from '@/web/components/ui/data-table';
import { EmptyState } from '@/web/components/ui/empty-state';
import { ErrorPanel } from '@/web/components/ui/error-panel';
import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { Notice, useNotice } from '@/web/components/ui/notice';
import { RefreshButton } from '@/web/components/ui/refresh-button';
import { serverTextOr } from '@/web/lib/api-client';
import { CREW_UI as T } from '@/web/lib/crew-ui-texts';
import { formatShortDateTime } from '@/web/lib/format';
import { useCrewMembers } from '../api/get-crew-members';
import { useRemoveCrewMember } from '../api/remove-crew-member';
import { useResendInvitation } from '../api/resend-invitation';
import { useUpdateCrewMember } from '../api/update-crew-member';
import { CrewMemberFormModal } from './crew-member-form-modal';

type Editing = { member: CrewMember | null } | null;

/** The EMS dashboard's Crew tab: the agency's crew members, who is on which unit, and managing them. */
export function CrewMembersTab() {
  const crew = useCrewMembers();
  const update = useUpdateCrewMember();
  const resend = useResendInvitation();
  const remove = useRemoveCrewMember();
  const notice = useNotice();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<CrewMember | null>(null);
  const failed = (error: unknown) => notice.failure(serverTextOr(error, T.actionFailed));

  const setActive = (member: CrewMember, isActive: boolean) =>
    update.mutate({ id: member.id, body: { isActive } }, { onSuccess: notice.clear, onError: failed });
  const resendTo = (member: CrewMember) =>
    resend.mutate(member.id, { onSuccess: () => notice.success(T.invitationSent(member.email)), onError: failed });
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        setRemoving(null);
        notice.clear();
      },
      onError: (error) => {
        setRemoving(null);
        failed(error);
      },
    });
  };
  const busyWith = (member: CrewMember) =>
    (update.isPending && update.variables?.id === member.id) || (resend.isPending && resend.variables === member.id);

  const columns: Column<CrewMember>[] = [
    {
      key: 'name',
      header: T.columns.name,
      cell: (m) => (
        <>
          <span className="block font-semibold text-slate-900">{m.name}</span>
          <span className="block text-xs break-all text-slate-500">{m.email}</span>
        </>
      ),
    },
    { key: 'certification', header: T.columns.certification, cell: (m) => CERTIFICATION_LABELS[m.certification] },
    {
      key: 'status',
      header: T.columns.status,
      cell: (m) => (
        <>
          <Badge tone={m.isActive ? 'green' : 'slate'}>{m.isActive ? T.active : T.disabled}</Badge>
          <span className="mt-1 block text-xs text-slate-500">
            {m.lastLoginAt ? T.lastSignIn(formatShortDateTime(m.lastLoginAt)) : T.invited}
          </span>
        </>
      ),
    },
    {
      key: 'unit',
      header: T.columns.unit,
      cell: (m) => (m.currentUnit ? <span className="font-medium">{m.currentUnit.unitNumber}</span> : <span className="text-slate-500">{T.offShift}</span>),
    },
    {
      key: 'actions',
      header: T.columns.actions,
      stickyEnd: true,
      cell: (m) => (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" aria-label={T.forMember(T.edit, m.name)} onClick={() => setEditing({ member: m })}>
            {T.edit}
          </Button>
          <Button size="sm" variant="secondary" aria-label={T.forMember(m.isActive ? T.disable : T.enable, m.name)} busy={busyWith(m)} onClick={() => setActive(m, !m.isActive)}>
            {m.isActive ? T.disable : T.enable}
          </Button>
          {m.isActive && (
            <Button size="sm" variant="secondary" aria-label={T.forMember(T.resend, m.name)} disabled={busyWith(m)} onClick={() => resendTo(m)}>
              {T.resend}
            </Button>
          )}
          <Button size="sm" variant="secondary" className="text-red-700 hover:bg-red-50" aria-label={T.forMember(T.remove, m.name)} onClick={() => setRemoving(m)}>
            {T.remove}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-sm text-slate-600">{T.intro}</p>
        <div className="flex gap-2">
          <RefreshButton label={T.refresh} fetching={crew.isFetching} onRefresh={() => void crew.refetch()} />
          <Button icon={<Plus aria-hidden="true" className="size-4" />} onClick={() => setEditing({ member: null })}>
            {T.add}
          </Button>
        </div>
      </div>
      <Notice notice={notice.notice} dismissLabel={T.dismiss} onDismiss={notice.clear} />
      {crew.isError ? (
        <ErrorPanel message={serverTextOr(crew.error, T.loadFailed)} retryLabel={T.retry} busy={crew.isFetching} onRetry={() => void crew.refetch()} />
      ) : crew.isPending ? (
        <LoadingPanel label={T.loading} />
      ) : crew.data.length === 0 ? (
        <EmptyState icon={<Users aria-hidden="true" className="size-10" />} title={T.emptyTitle}>
          {T.empty}
        </EmptyState>
      ) : (
        <DataTable label={T.tableLabel} columns={columns} rows={crew.data} rowKey={(m) => m.id} moreLabel={COMMON_TEXTS.showMore} />
      )}
      <CrewMemberFormModal
        open={editing !== null}
        member={editing?.member ?? null}
        onClose={() => setEditing(null)}
        onAdded={(email) => notice.success(T.added(email))}
      />
      <ConfirmDialog
        open={removing !== null}
        title={T.removeConfirm.title}
        message={removing ? T.removeConfirm.message(removing.name) : ''}
        confirmLabel={T.removeConfirm.confirm}
        cancelLabel={T.removeConfirm.cancel}
        tone="danger"
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
