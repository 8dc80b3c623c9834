import { ChevronLeft, ChevronRight } from 'lucide-react';
import { LIST_PAGING_TEXTS } from '@/domain/common/list-paging';
import { Button } from './button';

/** Previous and Next over the server's pages, with the rows shown ("51–100 of 1,234"). */
export function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage(page: number): void }) {
  const from = page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  return (
    <nav aria-label={LIST_PAGING_TEXTS.label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600 tabular-nums">{LIST_PAGING_TEXTS.range(from, to, total)}</p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" icon={<ChevronLeft aria-hidden="true" className="size-4" />} disabled={page === 0} onClick={() => onPage(page - 1)}>
          {LIST_PAGING_TEXTS.previous}
        </Button>
        <Button variant="secondary" size="sm" disabled={to >= total} onClick={() => onPage(page + 1)}>
          {LIST_PAGING_TEXTS.next}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
