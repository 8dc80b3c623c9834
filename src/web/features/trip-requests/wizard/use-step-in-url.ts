import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PORTAL_QUERY } from '@/web/app/paths';

/** The step (0-based) that `?step=<1..count>` names, or null when it names none. */
export function stepInQuery(search: string, count: number): number | null {
  const value = new URLSearchParams(search).get(PORTAL_QUERY.step);
  if (value === null || !/^\d+$/.test(value)) return null;
  const step = Number(value) - 1;
  return step >= 0 && step < count ? step : null;
}

const withStep = (step: number) => {
  const params = new URLSearchParams(window.location.search);
  params.set(PORTAL_QUERY.step, String(step + 1));
  return `${window.location.pathname}?${params.toString()}`;
};

/**
 * The wizard's open step, kept in the address while the wizard shows (`&step=3`), so Back and Forward move between
 * steps and a reload opens the same one. While another tab shows, the wizard keeps its step for when it is back.
 */
export function useStepInUrl(shown: boolean, count: number) {
  const inUrl = stepInQuery(useSearch(), count);
  const [, navigate] = useLocation();
  const [kept, setKept] = useState(() => inUrl ?? 0);
  const step = shown && inUrl !== null ? inUrl : kept;

  useEffect(() => {
    if (shown && inUrl !== null) setKept(inUrl);
  }, [shown, inUrl]);
  // the tab opened without a step (its tab button): say which one shows, without a history entry of its own
  useEffect(() => {
    if (shown && inUrl === null) navigate(withStep(kept), { replace: true });
  }, [shown, inUrl, kept, navigate]);

  const open = useCallback(
    (next: number) => {
      setKept(next);
      if (shown && next !== step) navigate(withStep(next));
    },
    [shown, step, navigate],
  );
  return [step, open] as const;
}
