import { useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';

export interface Column<T> {
  key: string;
  header: string;
  cell(row: T): ReactNode;
  className?: string;
}

// (`relative` keeps visually hidden text of cells scrolled out of view inside the scroll box.)
// Rows render in pages: a few thousand rows stay quick to filter and scroll, and "Show more" reveals the rest.
const PAGE_SIZE = 100;

/**
 * A table on wide screens; on a phone every row becomes a card whose cells carry their column name.
 * The explicit roles keep the table semantics when the phone layout changes the elements' display.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  moreLabel,
}: {
  label: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey(row: T): string;
  moreLabel(shown: number, total: number): string;
}) {
  const [limit, setLimit] = useState(PAGE_SIZE);
  const shown = rows.slice(0, limit);
  return (
    <div className="space-y-3">
      <div className="relative md:overflow-x-auto md:rounded-xl md:border md:border-slate-200 md:bg-white md:shadow-sm">
        <table role="table" aria-label={label} className="block w-full text-left text-sm md:table">
          <thead role="rowgroup" className="hidden bg-slate-50 md:table-header-group">
            <tr role="row">
              {columns.map((c) => (
                <th
                  role="columnheader"
                  key={c.key}
                  scope="col"
                  className="border-b border-slate-200 px-3 py-3 text-xs first:pl-4 font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase"
                >
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup" className="block space-y-3 md:table-row-group md:space-y-0">
            {shown.map((row) => (
              <tr
                role="row"
                key={rowKey(row)}
                className="block rounded-xl border border-slate-200 bg-white py-2 shadow-sm md:table-row md:rounded-none md:border-0 md:border-b md:py-0 md:shadow-none md:last:border-b-0 md:hover:bg-slate-50"
              >
                {columns.map((c) => (
                  <td
                    role="cell"
                    key={c.key}
                    data-label={c.header}
                    className={cn(
                      'flex min-w-0 gap-3 px-4 py-1.5 align-top text-slate-700 md:table-cell md:px-3 md:py-3 md:first:pl-4',
                      'before:w-24 before:shrink-0 before:text-xs before:font-semibold before:text-slate-500 before:uppercase before:content-[attr(data-label)] md:before:content-none',
                      c.className,
                    )}
                  >
                    <div className="min-w-0 flex-1">{c.cell(row)}</div>
                  </td>
                ))}
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
