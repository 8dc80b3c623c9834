import type { UseQueryResult } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ListPage } from '@/domain/common/list-paging';
import { ORG_ACTIONS } from '@/domain/organisations/org-list-texts';
import { ORG_UI } from '../lib/org-ui-texts';
import { ListPager } from './list-pager';
import type { OrgCounts } from '../lib/use-org-counts';
import { Badge } from './ui/badge';
import { EmptyState } from './ui/empty-state';
import { IconButton } from './ui/icon-button';
import { LoadError } from './ui/load-error';
import { Notice, type NoticeMessage } from './ui/notice';
import { Spinner } from './ui/spinner';
import { refusalTextOr } from '../lib/refusal-text';

/**
 * The frame of the facility and agency lists: intro, the list's controls and a refresh button, how many rows match
 * of how many there are and how many await review, the last action's outcome, then one page of the table with its
 * pager, or its loading, error and empty states.
 */
export function OrgListFrame<T>({
  list,
  counts,
  page,
  onPage,
  intro,
  controls,
  countText,
  notice,
  onDismissNotice,
  loadError,
  empty,
  children,
}: {
  list: UseQueryResult<ListPage<T>>;
  /** every row of the list and those awaiting review, unfiltered */
  counts: OrgCounts | undefined;
  page: number;
  onPage(page: number): void;
  intro: string;
  controls: ReactNode;
  countText(shown: number, total: number): string;
  notice: NoticeMessage | null;
  onDismissNotice(): void;
  loadError: { title: string; message: string };
  empty: { icon: ReactNode; title: string; noMatch: string };
  children: ReactNode;
}) {
  const retry = () => void list.refetch();
  const pending = counts?.pending ?? 0;
  const body = () => {
    if (list.isPending) return <Spinner className="mx-auto my-16 size-8 text-blue-700" />;
    if (list.isError) return <LoadError {...loadError} message={refusalTextOr(list.error, loadError.message)} retryLabel={ORG_ACTIONS.retry} retrying={list.isFetching} onRetry={retry} />;
    if (counts?.all === 0) return <EmptyState icon={empty.icon} title={empty.title} />;
    if (list.data.total === 0) return <EmptyState title={empty.title}>{empty.noMatch}</EmptyState>;
    return (
      <>
        {children}
        <ListPager page={page} total={list.data.total} onPage={onPage} />
      </>
    );
  };
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{intro}</p>
      <div className="flex flex-wrap items-center gap-3">
        {controls}
        <IconButton
          label={ORG_ACTIONS.refresh}
          icon={<RotateCw aria-hidden="true" className={list.isFetching ? 'size-4 animate-spin' : 'size-4'} />}
          onClick={retry}
          className="text-slate-600 hover:bg-slate-100"
        />
      </div>
      {list.data && counts && (
        <div className="flex flex-wrap items-center gap-2">
          <p role="status" className="text-sm text-slate-600">
            {countText(list.data.total, counts.all)}
          </p>
          {pending > 0 && <Badge tone="amber">{ORG_UI.awaitingReview(pending)}</Badge>}
        </div>
      )}
      <Notice notice={notice} dismissLabel={ORG_UI.dismiss} onDismiss={onDismissNotice} />
      {body()}
    </div>
  );
}
