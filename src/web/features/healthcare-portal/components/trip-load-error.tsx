import type { UseQueryResult } from '@tanstack/react-query';
import { TRIP_MESSAGES } from '@/domain/portals/healthcare-portal-texts';
import { ErrorPanel } from '@/web/components/ui/error-panel';
import { errorText } from '@/web/lib/api-client';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';

/** The trips could not be loaded: the server's words, else 'Failed to load trips', and Retry. */
export function TripLoadError({ trips }: { trips: UseQueryResult<unknown> }) {
  return (
    <ErrorPanel
      message={errorText(trips.error, TRIP_MESSAGES.loadFailed)}
      retryLabel={PORTAL_UI.retry}
      busy={trips.isFetching}
      onRetry={() => void trips.refetch()}
    />
  );
}
