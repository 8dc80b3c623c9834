import type { AccessLogExportQuery, accessEntrySchema } from '@/domain/audit/access-log';
import { ACCESS_LOG_PATH } from '@/domain/audit/access-log';
import type { ListAnswer } from '@/domain/common/answers';
import { useListPage } from '@/web/lib/use-list-page';

export const accessLogKeys = { all: ['access-log'] as const };

/** GET /api/access-log with the filters, one page, newest first; the server keeps a facility to its own trips. */
export const useAccessLogPage = (params: AccessLogExportQuery, page: number) =>
  useListPage<ListAnswer<typeof accessEntrySchema>>(accessLogKeys.all, ACCESS_LOG_PATH, params as Record<string, string>, page, { staleTime: 0 });
