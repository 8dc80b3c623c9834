import { Plus, Users } from 'lucide-react';
import { useState } from 'react';
import type { UserListItem } from '@/domain/session/session-answers';
import { COMMON_TEXTS, USERS_SCREEN } from '@/domain/portals/control-center-screens';
import { USER_FORM_TEXTS, USER_MANAGEMENT_MESSAGES } from '@/domain/session/user-forms';
import { ListPager } from '@/web/components/list-pager';
import { PageHeader } from '@/web/components/page-header';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { ErrorPanel } from '@/web/components/ui/error-panel';
import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { Notice, useNotice } from '@/web/components/ui/notice';
import { serverTextOr } from '@/web/lib/api-client';
import { USER_INVITATION_UI } from '../user-invitation-ui-texts';
import { useSignedInUser } from '@/web/features/session';
import { CenterTimeZonePanel } from '@/web/features/center-settings';
import { IntegrationKeysPanel } from '@/web/features/integration-keys';
import { SingleSignOnReviewPanel } from '@/web/features/single-sign-on';
import { WebhooksSection } from '@/web/features/webhooks';
import { useDeleteUser } from '../api/delete-user';
import { useUserPage } from '../api/get-users';
import { UserFormModal } from '../components/user-form-modal';
import { UsersTable } from '../components/users-table';

/** /dashboard/settings: the control center's accounts, its time zone, its integration keys and its webhooks (administrators only; the route guards it). */
export default function UserManagementPage() {
  const me = useSignedInUser();
  const [page, setPage] = useState(0);
  const users = useUserPage(page);
  const remove = useDeleteUser();
  const [editing, setEditing] = useState<{ user: UserListItem | null } | null>(null);
  const notice = useNotice();

  // the spec's question first; a refusal (your own account, the last administrator) shows above the table
  const onDelete = (user: UserListItem) => {
    if (window.confirm(USER_FORM_TEXTS.deleteConfirm)) remove.mutate(user.id);
  };

  return (
    <div className="space-y-5">
      <PageHeader
        title={USERS_SCREEN.heading}
        subtitle={USERS_SCREEN.subtitle}
        actions={
          <Button icon={<Plus aria-hidden="true" className="size-4" />} onClick={() => setEditing({ user: null })}>
            {USER_FORM_TEXTS.addButton}
          </Button>
        }
      />
      <Notice notice={notice.notice} dismissLabel={USER_INVITATION_UI.dismiss} onDismiss={notice.clear} />
      {remove.isError && <Alert tone="error">{serverTextOr(remove.error, USERS_SCREEN.deleteFailed)}</Alert>}
      {users.isError ? (
        <ErrorPanel message={USER_MANAGEMENT_MESSAGES.loadFailed} retryLabel={COMMON_TEXTS.retry} busy={users.isFetching} onRetry={() => void users.refetch()} />
      ) : users.isPending ? (
        <LoadingPanel label={USERS_SCREEN.loading} />
      ) : users.data.total === 0 ? (
        <EmptyState icon={<Users aria-hidden="true" className="size-10" />} title={USERS_SCREEN.emptyTitle} />
      ) : (
        <>
          <UsersTable
            users={users.data.data}
            currentUserId={me.id}
            deletingId={remove.isPending ? (remove.variables ?? null) : null}
            onEdit={(user) => setEditing({ user })}
            onDelete={onDelete}
          />
          <ListPager page={page} total={users.data.total} onPage={setPage} />
        </>
      )}
      <UserFormModal
        open={editing !== null}
        user={editing?.user ?? null}
        onClose={() => setEditing(null)}
        onInvited={(email) => notice.success(USER_INVITATION_UI.sent(email))}
      />
      <CenterTimeZonePanel />
      <IntegrationKeysPanel />
      <SingleSignOnReviewPanel />
      <WebhooksSection />
    </div>
  );
}
