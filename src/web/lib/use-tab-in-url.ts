import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PORTAL_QUERY, portalTabHref } from '../app/paths';

/**
 * A page's open tab, kept in the address (`?tab=<slug>`; Overview has none), so Back and Forward move between
 * tabs and a reload opens the same one. `tabs` maps each tab's name to its slug. Opening a tab drops the other
 * parameters of the one left (a wizard step, an open trip).
 */
export function useTabInUrl<T extends string>(tabs: Readonly<Record<T, string>>, first: T) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const slug = new URLSearchParams(search).get(PORTAL_QUERY.tab);
  const tab = (Object.keys(tabs) as T[]).find((name) => tabs[name] === slug) ?? first;

  const open = useCallback(
    // `replace` for a return the app makes itself (after a save), so Back does not land on the finished form
    (next: T, options: { replace?: boolean } = {}) => {
      const href = portalTabHref(tabs[next]);
      if (href !== `${window.location.pathname}${window.location.search}`) navigate(href, options);
    },
    [navigate, tabs],
  );
  return [tab, open] as const;
}
