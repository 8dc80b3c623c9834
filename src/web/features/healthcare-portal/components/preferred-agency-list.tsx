import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import type { PreferredAgency } from '@/domain/organisations/preferred-agency-answers';
import { IconButton } from '@/web/components/ui/icon-button';
import { PREFERRED_AGENCY_UI } from '../preferred-agency-ui-texts';

type Action = 'up' | 'down' | 'remove';

/** The list with the agency at `from` moved by `by` places. */
function moved<T>(list: readonly T[], from: number, by: -1 | 1): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(from + by, 0, item!);
  return next;
}

const BUTTON = 'text-slate-600 hover:bg-slate-100 disabled:text-slate-300 disabled:hover:bg-transparent';

/**
 * The facility's preferred agencies in order, each with Move up, Move down and Remove. Focus stays with the agency
 * moved (on the other arrow once it reaches an end), and goes to the next row's Remove, else to `onEmptied`'s target,
 * after a removal, so a keyboard user never loses their place.
 */
export function PreferredAgencyList({
  agencies,
  disabled,
  onChange,
  onEmptied,
}: {
  agencies: readonly PreferredAgency[];
  disabled: boolean;
  onChange(agencies: PreferredAgency[]): void;
  onEmptied(): void;
}) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef<string | null>(null);
  useLayoutEffect(() => {
    const key = focusNext.current;
    focusNext.current = null;
    if (key) buttons.current.get(key)?.focus();
  });
  const ref = (id: string, action: Action) => (el: HTMLButtonElement | null) => {
    if (el) buttons.current.set(`${id}:${action}`, el);
    else buttons.current.delete(`${id}:${action}`);
  };

  function move(index: number, by: -1 | 1) {
    const to = index + by;
    const atEnd = to === 0 || to === agencies.length - 1;
    focusNext.current = `${agencies[index]!.id}:${atEnd ? (by < 0 ? 'down' : 'up') : by < 0 ? 'up' : 'down'}`;
    onChange(moved(agencies, index, by));
  }
  function remove(index: number) {
    const rest = agencies.filter((_, k) => k !== index);
    const next = rest[Math.min(index, rest.length - 1)];
    if (next) focusNext.current = `${next.id}:remove`;
    else onEmptied();
    onChange(rest);
  }

  if (agencies.length === 0) return <p className="text-sm text-slate-600">{PREFERRED_AGENCY_UI.none}</p>;
  return (
    <ol aria-label={PREFERRED_AGENCY_UI.listLabel} className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {agencies.map((a, index) => (
        <li key={a.id} className="flex items-center gap-2 py-1.5 pr-1.5 pl-3 text-sm">
          <span aria-hidden="true" className="w-5 shrink-0 text-slate-500 tabular-nums">
            {index + 1}.
          </span>
          <span className="min-w-0 flex-1 font-medium break-words text-slate-900">{a.name}</span>
          <span className="flex shrink-0">
            <IconButton
              ref={ref(a.id, 'up')}
              label={PREFERRED_AGENCY_UI.moveUp(a.name)}
              icon={<ArrowUp aria-hidden="true" className="size-4" />}
              className={BUTTON}
              disabled={disabled || index === 0}
              onClick={() => move(index, -1)}
            />
            <IconButton
              ref={ref(a.id, 'down')}
              label={PREFERRED_AGENCY_UI.moveDown(a.name)}
              icon={<ArrowDown aria-hidden="true" className="size-4" />}
              className={BUTTON}
              disabled={disabled || index === agencies.length - 1}
              onClick={() => move(index, 1)}
            />
            <IconButton
              ref={ref(a.id, 'remove')}
              label={PREFERRED_AGENCY_UI.remove(a.name)}
              icon={<X aria-hidden="true" className="size-4" />}
              className={BUTTON}
              disabled={disabled}
              onClick={() => remove(index)}
            />
          </span>
        </li>
      ))}
    </ol>
  );
}
