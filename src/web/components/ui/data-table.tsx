import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { cn } from '@/web/lib/cn';
import { Button } from './button';

/** A column the table can be sorted by: its direction now (null when another column sorts) and what a click does. */
export interface ColumnSort {
  direction: 'asc' | 'desc' | null;
  onSort(): void;
}

export interface Column<T> {
  key: string;
  header: string;
  cell(row: T): ReactNode;
  className?: string;
  sort?: ColumnSort;
  /** Kept in view at the right edge while a wide table scrolls sideways (a row's actions). */
  stickyEnd?: boolean;
}

const STICKY_END = 'md:sticky md:right-0 md:shadow-[-6px_0_6px_-6px_rgb(15_23_42_/_0.25)]';
// The first column names the row, so it stays at the left edge while the rest scrolls under it (opaque, above the others).
const STICKY_START = 'md:sticky md:left-0 md:z-[1] md:shadow-[6px_0_6px_-6px_rgb(15_23_42_/_0.25)]';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** A sortable column's header: a button named by the column, its arrow showing the direction. */
function SortButton({ header, sort }: { header: string; sort: ColumnSort }) {
  const Icon = sort.direction === 'asc' ? ArrowUp : sort.direction === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={sort.onSort}
      className={cn(
        '-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600',
        sort.direction && 'text-slate-900',
      )}
    >
      {header}
      <Icon aria-hidden="true" className={cn('size-3.5', !sort.direction && 'text-slate-400')} />
    </button>
  );
}

// (`relative` keeps visually hidden text of cells scrolled out of view inside the scroll box.) The box is a named,
// focusable region, so a keyboard user can scroll a table wider than the screen with the arrow keys.
// Rows render in pages: a few thousand rows stay quick to filter and scroll, and "Show more" reveals the rest.
const PAGE_SIZE = 100;

/**
 * A table on wide screens, scrolling sideways inside its own region with the first column held when it is wider than
 * the screen; on a phone every row becomes a card whose cells carry their column name.
 * The explicit roles keep the table semantics when the phone layout changes the elements' display.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  moreLabel,
  dense = false,
  phoneRow,
}: {
  label: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey(row: T): string;
  moreLabel(shown: number, total: number): string;
  /** Tighter cells and headers that may wrap, for tables of many columns. */
  dense?: boolean;
  /**
   * A long list a reader scans on a phone: each row shows this compact summary in one cell there, instead of a card
   * of every column; wide screens show the columns as usual.
   */
  phoneRow?(row: T): ReactNode;
}) {
  const [limit, setLimit] = useState(PAGE_SIZE);
  const shown = rows.slice(0, limit);
  return (
    <div className="space-y-3">
      <div
        role="region"
        aria-label={label}
        tabIndex={0}
        className="relative overflow-x-auto rounded-xl focus-visible:outline-2 focus-visible:outline-blue-600 md:border md:border-slate-200 md:bg-white md:shadow-sm"
      >
        <table role="table" aria-label={label} className="block w-full text-left text-sm md:table">
          <thead role="rowgroup" className="hidden bg-slate-50 md:table-header-group">
            <tr role="row">
              {columns.map((c, i) => (
                <th
                  role="columnheader"
                  key={c.key}
                  scope="col"
                  aria-sort={c.sort ? (c.sort.direction ? ARIA_SORT[c.sort.direction] : 'none') : undefined}
                  className={cn(
                    'border-b border-slate-200 py-3 font-semibold text-slate-600 uppercase first:pl-4',
                    dense ? 'px-1.5 align-bottom text-[11px]' : 'px-3 text-xs tracking-wide whitespace-nowrap',
                    i === 0 && `${STICKY_START} bg-slate-50`,
                    c.stickyEnd && `${STICKY_END} bg-slate-50`,
                  )}
                >
                  {c.sort ? <SortButton header={c.header} sort={c.sort} /> : c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup" className="block space-y-3 md:table-row-group md:space-y-0">
            {shown.map((row) => (
              <tr
                role="row"
                key={rowKey(row)}
                className={cn(
                  'group block rounded-xl border border-slate-200 bg-white shadow-sm md:table-row md:rounded-none md:border-0 md:border-b md:py-0 md:shadow-none md:last:border-b-0 md:hover:bg-slate-50',
                  phoneRow ? 'py-0' : 'py-2',
                )}
              >
                {columns.map((c, i) => (
                  <td
                    role="cell"
                    key={c.key}
                    data-label={c.header}
                    className={cn(
                      'min-w-0 gap-3 px-4 py-1.5 align-top text-slate-700 md:table-cell md:first:pl-4',
                      phoneRow ? 'hidden' : 'flex',
                      dense ? 'md:px-1.5 md:py-2.5' : 'md:px-3 md:py-3',
                      (i === 0 || c.stickyEnd) && 'md:bg-white md:group-hover:bg-slate-50',
                      i === 0 && STICKY_START,
                      c.stickyEnd && STICKY_END,
                      'before:w-24 before:shrink-0 before:text-xs before:font-semibold before:text-slate-500 before:uppercase before:content-[attr(data-label)] md:before:content-none',
                      c.className,
                    )}
                  >
                    <div className="min-w-0 flex-1">{c.cell(row)}</div>
                  </td>
                ))}
                {/* after the columns, so that the wide table's first and last cells stay its columns' */}
                {phoneRow && (
                  <td role="cell" className="relative block px-3 py-2.5 md:hidden">
                    {phoneRow(row)}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > limit && (
        <div className="flex justify-center">
          <Button variant="secondary" size="sm" onClick={() => setLimit((n) => n + PAGE_SIZE)}>
            {moreLabel(limit, rows.length)}
          </Button>
        </div>
      )}
    </div>
  );
}
