import type { Window } from '@/domain/analytics/figures';
import { resolveWindow, type WindowQuery } from '@/domain/analytics/timeframe';
import { badRequest } from '@/server/http/errors';

/** The window a query asks for, ending now unless it names its own; 400 with the reason otherwise. */
export function windowOf(query: WindowQuery, now = new Date()): Window {
  const window = resolveWindow(query, now);
  if ('error' in window) throw badRequest(window.error);
  return window;
}

export const windowed = (w: Window) => ({ from: w.from.toISOString(), to: w.to.toISOString() });
