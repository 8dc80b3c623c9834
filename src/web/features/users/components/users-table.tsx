import { USER_TYPE_LABELS } from '@/domain/common/code-labels';
import type { UserListItem } from '@/domain/session/session-answers';
import { COMMON_TEXTS, USERS_SCREEN } from '@/domain/portals/control-center-screens';
import { EditDeleteActions } from '@/web/components/edit-delete-actions';
import { Badge } from '@/web/components/ui/badge';
import { DataTable, type Column } from '@/web/components/ui/data-table';
import { formatDateTime } from '@/web/lib/format';
import { ResetTwoFactorButton } from '@/web/features/two-factor';

/** The User Management table: User, Role, Status, Created, Actions; cards on a phone. */
export function UsersTable({
  users,
  currentUserId,
  deletingId,
  onEdit,
  onDelete,
}: {
  users: readonly UserListItem[];
  currentUserId: string;
  deletingId: string | null;
  onEdit(user: UserListItem): void;
  onDelete(user: UserListItem): void;
}) {
  const columns: Column<UserListItem>[] = [
    {
      key: 'user',
      header: USERS_SCREEN.columns.user,
      cell: (user) => (
        <>
          <span className="block font-semibold break-words text-slate-900">
            {user.name}
            {user.id === currentUserId && <span className="ml-1.5 text-xs font-normal text-slate-500">({USERS_SCREEN.you})</span>}
          </span>
          <span className="block break-all text-slate-600">{user.email}</span>
        </>
      ),
    },
    {
      key: 'role',
      header: USERS_SCREEN.columns.role,
      cell: (user) => <Badge tone={user.userType === 'ADMIN' ? 'purple' : 'blue'}>{USER_TYPE_LABELS[user.userType]}</Badge>,
    },
    {
      key: 'status',
      header: USERS_SCREEN.columns.status,
      cell: (user) => (
        <Badge tone={user.isActive ? 'green' : 'slate'}>{user.isActive ? COMMON_TEXTS.active : COMMON_TEXTS.inactive}</Badge>
      ),
    },
    {
      key: 'created',
      header: USERS_SCREEN.columns.created,
      cell: (user) => <time dateTime={user.createdAt}>{formatDateTime(user.createdAt)}</time>,
      className: 'md:whitespace-nowrap',
    },
    {
      key: 'actions',
      header: USERS_SCREEN.columns.actions,
      cell: (user) => (
        <div className="flex flex-wrap gap-2 md:flex-col md:items-stretch">
          <EditDeleteActions
            name={user.name}
            deleting={deletingId === user.id}
            onEdit={() => onEdit(user)}
            onDelete={() => onDelete(user)}
          />
          {user.id !== currentUserId && <ResetTwoFactorButton userId={user.id} name={user.name} />}
        </div>
      ),
    },
  ];
  return <DataTable label={USERS_SCREEN.tableLabel} columns={columns} rows={users} rowKey={(u) => u.id} moreLabel={COMMON_TEXTS.showMore} />;
}
