import { Download } from 'lucide-react';
import type { AccessLogExportQuery } from '@/domain/audit/access-log';
import { ACCESS_LOG_TEXTS } from '@/domain/audit/access-log-texts';
import { Button } from '@/web/components/ui/button';
import { useExportAccessLog } from '../api/export-access-log';

/** Export CSV: every entry matching the filters on screen (not only this page), as the server writes it. */
export function AccessLogExportButton({ params, onError }: { params: AccessLogExportQuery; onError(message: string): void }) {
  const exporting = useExportAccessLog();
  return (
    <Button
      variant="secondary"
      busy={exporting.isPending}
      icon={<Download aria-hidden="true" className="size-4" />}
      onClick={() => exporting.mutate(params, { onError: () => onError(ACCESS_LOG_TEXTS.exportFailed) })}
    >
      {exporting.isPending ? ACCESS_LOG_TEXTS.exporting : ACCESS_LOG_TEXTS.exportCsv}
    </Button>
  );
}
