import { useEffect } from 'react';
import { useSessionCheck } from './api/session-check';
import { useSession } from './session-context';

/** Keeps the signed-in session checked and the stored user current; renders nothing. */
export function SessionWatch() {
  const { user, refreshUser } = useSession();
  const { data } = useSessionCheck(user);
  useEffect(() => {
    if (data) refreshUser(data);
  }, [data, refreshUser]);
  return null;
}
