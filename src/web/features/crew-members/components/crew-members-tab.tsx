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
import { CREW_UI } from '@/web/lib/crew-ui-texts';
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
  const failed = (error: unknown) => notice.failure(serverTextOr(error, CREW_UI.actionFailed));

  const setActive = (member: CrewMember, isActive: boolean) =>
    update.mutate({ id: member.id, body: { isActive } }, { onSuccess: notice.clear, onError: failed });
  const resendTo = (member: CrewMember) =>
    resend.mutate(member.id, { onSuccess: () => notice.success(CREW_UI.invitationSent(member.email)), onError: failed });
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
      header: CREW_UI.columns.name,
      cell: (m) => (
        <>
          <span className="block font-semibold text-slate-900">{m.name}</span>
          <span className="block text-xs break-all text-slate-500">{m.email}</span>
        </>
      ),
    },
    { key: 'certification', header: CREW_UI.columns.certification, cell: (m) => CERTIFICATION_LABELS[m.certification] },
    {
      key: 'status',
      header: CREW_UI.columns.status,
      cell: (m) => (
        <>
          <Badge tone={m.isActive ? 'green' : 'slate'}>{m.isActive ? CREW_UI.active : CREW_UI.disabled}</Badge>
          <span className="mt-1 block text-xs text-slate-500">
            {m.lastLoginAt ? CREW_UI.lastSignIn(formatShortDateTime(m.lastLoginAt)) : CREW_UI.invited}
          </span>
        </>
      ),
    },
    {
      key: 'unit',
      header: CREW_UI.columns.unit,
      cell: (m) => (m.currentUnit ? <span className="font-medium">{m.currentUnit.unitNumber}</span> : <span className="text-slate-500">{CREW_UI.offShift}</span>),
    },
    {
      key: 'actions',
      header: CREW_UI.columns.actions,
      stickyEnd: true,
      cell: (m) => (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" aria-label={CREW_UI.forMember(CREW_UI.edit, m.name)} onClick={() => setEditing({ member: m })}>
            {CREW_UI.edit}
          </Button>
          <Button size="sm" variant="secondary" aria-label={CREW_UI.forMember(m.isActive ? CREW_UI.disable : CREW_UI.enable, m.name)} busy={busyWith(m)} onClick={() => setActive(m, !m.isActive)}>
            {m.isActive ? CREW_UI.disable : CREW_UI.enable}
          </Button>
          {m.isActive && (
            <Button size="sm" variant="secondary" aria-label={CREW_UI.forMember(CREW_UI.resend, m.name)} disabled={busyWith(m)} onClick={() => resendTo(m)}>
              {CREW_UI.resend}
            </Button>
          )}
          <Button size="sm" variant="secondary" className="text-red-700 hover:bg-red-50" aria-label={CREW_UI.forMember(CREW_UI.remove, m.name)} onClick={() => setRemoving(m)}>
            {CREW_UI.remove}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-sm text-slate-600">{CREW_UI.intro}</p>
        <div className="flex gap-2">
          <RefreshButton label={CREW_UI.refresh} fetching={crew.isFetching} onRefresh={() => void crew.refetch()} />
          <Button icon={<Plus aria-hidden="true" className="size-4" />} onClick={() => setEditing({ member: null })}>
            {CREW_UI.add}
          </Button>
        </div>
      </div>
      <Notice notice={notice.notice} dismissLabel={CREW_UI.dismiss} onDismiss={notice.clear} />
      {crew.isError ? (
        <ErrorPanel message={serverTextOr(crew.error, CREW_UI.loadFailed)} retryLabel={CREW_UI.retry} busy={crew.isFetching} onRetry={() => void crew.refetch()} />
      ) : crew.isPending ? (
        <LoadingPanel label={CREW_UI.loading} />
      ) : crew.data.length === 0 ? (
        <EmptyState icon={<Users aria-hidden="true" className="size-10" />} title={CREW_UI.emptyTitle}>
          {CREW_UI.empty}
        </EmptyState>
      ) : (
        <DataTable label={CREW_UI.tableLabel} columns={columns} rows={crew.data} rowKey={(m) => m.id} moreLabel={COMMON_TEXTS.showMore} />
      )}
      <CrewMemberFormModal
        open={editing !== null}
        member={editing?.member ?? null}
        onClose={() => setEditing(null)}
        onAdded={(email) => notice.success(CREW_UI.added(email))}
      />
      <ConfirmDialog
        open={removing !== null}
        title={CREW_UI.removeConfirm.title}
        message={removing ? CREW_UI.removeConfirm.message(removing.name) : ''}
        confirmLabel={CREW_UI.removeConfirm.confirm}
        cancelLabel={CREW_UI.removeConfirm.cancel}
        tone="danger"
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
