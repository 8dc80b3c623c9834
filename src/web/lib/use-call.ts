import { useCallback, useRef, useState } from 'react';

// the flags narrow `data` and `error` as the query library's mutation results do
type CallState<R> =
  | { isPending: boolean; isSuccess: false; isError: false; data: undefined; error: null }
  | { isPending: false; isSuccess: true; isError: false; data: R; error: null }
  | { isPending: false; isSuccess: false; isError: true; data: undefined; error: unknown };

const IDLE = { isPending: false, isSuccess: false, isError: false, data: undefined, error: null } as const;
const PENDING = { ...IDLE, isPending: true } as const;

export type Call<A, R> = CallState<R> & {
  mutate(arg: A, options?: { onSuccess?(data: R): void }): void;
  reset(): void;
};

/**
 * A server call the user starts (sign in, register, ask for a reset link) and its state, shaped like the query
 * library's mutations. The logged-out screens use it: they load without that library, which signed-in screens bring.
 * Only the latest call's answer counts; `onSuccess` runs for it.
 */
export function useCall<A, R>(call: (arg: A) => Promise<R>, onSuccess?: (data: R) => void): Call<A, R> {
  const [state, setState] = useState<CallState<R>>(IDLE);
  const latest = useRef(0);
  const handlers = useRef({ call, onSuccess });
  handlers.current = { call, onSuccess };

  const mutate = useCallback((arg: A, options?: { onSuccess?(data: R): void }) => {
    const run = ++latest.current;
    setState(PENDING);
    handlers.current.call(arg).then(
      (data) => {
        if (run !== latest.current) return;
        setState({ ...IDLE, isSuccess: true, data });
        handlers.current.onSuccess?.(data);
        options?.onSuccess?.(data);
      },
      (error: unknown) => {
        if (run === latest.current) setState({ ...IDLE, isError: true, error });
      },
    );
  }, []);
  const reset = useCallback(() => {
    latest.current++;
    setState(IDLE);
  }, []);

  return { ...state, mutate, reset };
}
