import { LIST_PAGE_SIZE } from '../lib/use-list-page';
import { Pager } from './ui/pager';

/** The pager under a control-center list, once the rows passing its filters fill more than a page. */
export function ListPager({ page, total, onPage }: { page: number; total: number | undefined; onPage(page: number): void }) {
  if (total === undefined || total <= LIST_PAGE_SIZE) return null;
  return <Pager page={page} pageSize={LIST_PAGE_SIZE} total={total} onPage={onPage} />;
}
