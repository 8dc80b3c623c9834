import { useEffect, useState } from 'react';

/** The time, moved on every `everyMs`, so that ages shown on screen grow between two answers of the server. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
