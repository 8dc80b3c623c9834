import { useEffect, useRef } from 'react';

/** Sends an e-mailed link's token once per page load, however often the screen renders. */
export function useLinkToken(token: string | null, send: (token: string) => void): void {
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    send(token);
  }, [send, token]);
}
