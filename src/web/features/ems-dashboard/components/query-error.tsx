import { ErrorPanel } from '@/web/components/ui/error-panel';
import { errorText } from '@/web/lib/api-client';
import { EMS_UI } from '../ems-ui-texts';

/** A failed load: the server's words, else the catalogue text, and Retry. */
export function QueryError({ query, fallback }: { query: { error: Error | null; isFetching: boolean; refetch(): Promise<unknown> }; fallback: string }) {
  return (
    <ErrorPanel message={errorText(query.error, fallback)} retryLabel={EMS_UI.retry} busy={query.isFetching} onRetry={() => void query.refetch()} />
  );
}
