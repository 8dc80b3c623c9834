import { createContext, useContext } from 'react';
import type { LiveStatus } from '@/web/lib/live-events-client';

export const LiveStatusContext = createContext<LiveStatus | null>(null);

/** The live updates stream's state; null outside the signed-in screens, which have none. */
export const useLiveStatus = (): LiveStatus | null => useContext(LiveStatusContext);
