import { useEffect } from 'react';
import { useSessionCheck } from './api/verify-session';
import { useSession } from './session-context';

/** Keeps the signed-in session checked and the stored user current; renders nothing. */
export function SessionWatch() {
  const { refreshUser } = useSession();
  const { data } = useSessionCheck();
  useEffect(() => {
    if (data) refreshUser(data);
  }, [data, refreshUser]);
  return null;
}
