import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { connectLiveEvents, type LiveStatus } from '@/web/lib/live-events-client';
import { sessionQueryKey } from '../session';
import { LIVE_QUERY_KEYS } from './live-query-keys';
import { LiveStatusContext } from './live-status-context';

// one change often comes as several events (a request and its offers): they are answered with one refresh
const BATCH_MS = 100;

/**
 * Keeps the live updates stream open while someone is signed in, and refreshes the screens' queries as changes arrive;
 * their 30 s refresh goes on regardless, so nothing is lost while the stream is down.
 */
export function LiveUpdatesProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');

  useEffect(() => {
    const due = new Set<readonly QueryKey[]>();
    let timer: number | undefined;
    const refresh = (keys: readonly QueryKey[] | undefined) => {
      if (!keys) return;
      due.add(keys);
      timer ??= window.setTimeout(() => {
        timer = undefined;
        const all = [...due].flat();
        due.clear();
        for (const queryKey of all) void queryClient.invalidateQueries({ queryKey });
      }, BATCH_MS);
    };
    const stop = connectLiveEvents({
      onEvent: (name) => refresh(LIVE_QUERY_KEYS[name]),
      onStatus: setStatus,
      // whatever changed while the stream was down is asked for again
      onReconnected: () => Object.values(LIVE_QUERY_KEYS).forEach(refresh),
      // the session check answers 401 too if the session is over, and the app then signs out as for any call
      onUnauthorized: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
    });
    return () => {
      stop();
      window.clearTimeout(timer);
    };
  }, [queryClient]);

  return <LiveStatusContext.Provider value={status}>{children}</LiveStatusContext.Provider>;
}
