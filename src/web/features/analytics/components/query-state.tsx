import type { UseQueryResult } from '@tanstack/react-query';
import { ANALYTICS_SCREEN } from '@/domain/analytics/analytics-texts';
import { ErrorPanel } from '@/web/components/ui/error-panel';
import { errorText } from '@/web/lib/api-client';

/** The first failed call of a tab, with Retry; null while every call is fine. */
export function FailedCall({ calls }: { calls: UseQueryResult<unknown>[] }) {
  const failed = calls.find((c) => c.isError);
  if (!failed) return null;
  return <ErrorPanel message={errorText(failed.error, ANALYTICS_SCREEN.loadFailed)} retryLabel={ANALYTICS_SCREEN.retry} busy={failed.isFetching} onRetry={() => void failed.refetch()} />;
}
