import { ScrollText } from 'lucide-react';
import { useEffect } from 'react';
import { ACCESS_LOG_TEXTS } from '@/domain/audit/access-log-texts';
import { PageHeader } from '@/web/components/page-header';
import { ListPager } from '@/web/components/list-pager';
import { EmptyState } from '@/web/components/ui/empty-state';
import { ErrorPanel } from '@/web/components/ui/error-panel';
import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { Notice, useNotice } from '@/web/components/ui/notice';
import { RefreshButton } from '@/web/components/ui/refresh-button';
import { LIST_PAGE_SIZE } from '@/web/lib/use-list-page';
import { refusalTextOr } from '@/web/lib/refusal-text';
import { useAccessLogPage } from '../api/get-access-log';
import { activeAccessFilters } from '../access-log-query';
import { useAccessLogFilters } from '../use-access-log-filters';
import { AccessLogExportButton } from './access-log-export-button';
import { AccessLogFiltersBar } from './access-log-filters-bar';
import { AccessLogTable } from './access-log-table';

/**
 * The access log with its filters, pager and Export CSV: the control center's screen and the facility's tab alike
 * (the server decides whose entries each sees). Filters and page live in the address.
 */
export function AccessLogView({ title, subtitle }: { title: string; subtitle: string }) {
  const state = useAccessLogFilters();
  const log = useAccessLogPage(state.params, state.page);
  const notice = useNotice();

  // a page beyond the last (an old link, fewer entries now) goes back to the last page that has rows
  const total = log.data?.total;
  const { page, setPage } = state;
  useEffect(() => {
    if (total !== undefined && total > 0 && page * LIST_PAGE_SIZE >= total) setPage(Math.floor((total - 1) / LIST_PAGE_SIZE));
  }, [total, page, setPage]);

  const list = () => {
    if (log.isError) {
      return <ErrorPanel message={refusalTextOr(log.error, ACCESS_LOG_TEXTS.fetchFailed)} retryLabel={ACCESS_LOG_TEXTS.retry} busy={log.isFetching} onRetry={() => void log.refetch()} />;
    }
    if (!log.data) return <LoadingPanel label={ACCESS_LOG_TEXTS.loading} />;
    if (log.data.data.length === 0) {
      return (
        <EmptyState icon={<ScrollText aria-hidden="true" className="size-10" />} title={ACCESS_LOG_TEXTS.empty.title}>
          {activeAccessFilters(state.filters) > 0 ? ACCESS_LOG_TEXTS.empty.filtered : ACCESS_LOG_TEXTS.empty.none}
        </EmptyState>
      );
    }
    return (
      <div className={log.isPlaceholderData ? 'space-y-3 opacity-60' : 'space-y-3'} aria-busy={log.isPlaceholderData || undefined}>
        <AccessLogTable entries={log.data.data} patientId={state.params.patientId ?? ''} onUser={(userId, userName) => state.set({ userId, userName })} />
        <ListPager page={state.page} total={log.data.total} onPage={state.setPage} />
      </div>
    );
  };

  return (
    <div className="space-y-5">
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <>
            <RefreshButton label={ACCESS_LOG_TEXTS.refresh} fetching={log.isFetching} onRefresh={() => void log.refetch()} />
            <AccessLogExportButton params={state.params} onError={notice.failure} />
          </>
        }
      />
      <Notice notice={notice.notice} dismissLabel={ACCESS_LOG_TEXTS.dismiss} onDismiss={notice.clear} />
      <AccessLogFiltersBar filters={state.filters} onChange={state.set} />
      {list()}
    </div>
  );
}
