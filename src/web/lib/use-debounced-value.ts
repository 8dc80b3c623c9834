import { useEffect, useState } from 'react';

/** `value`, once it has stayed the same for `ms` (typing 150 asks the server once, not for 1, 15 and 150). */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
