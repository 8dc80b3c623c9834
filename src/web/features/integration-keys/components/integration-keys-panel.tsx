import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import type { IntegrationKeyWire as IntegrationKey } from '@/domain/integrations/integration-key-answers';
import { PageHeader } from '@/web/components/page-header';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { EmptyState } from '@/web/components/ui/empty-state';
import { ErrorPanel } from '@/web/components/ui/error-panel';
import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { errorText, serverTextOr } from '@/web/lib/api-client';
import { INTEGRATION_KEYS_UI } from '../integration-key-ui-texts';
import { useIntegrationKeys, useRevokeKey } from '../api/integration-key-calls';
import { CreateKeyModal } from './create-key-modal';
import { KeysTable } from './keys-table';

/** Settings' Integration keys: the organisation's API keys, a new one (its text shown once), and revocation after asking. */
export function IntegrationKeysPanel() {
  const keys = useIntegrationKeys();
  const revoke = useRevokeKey();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<IntegrationKey | null>(null);

  const body = () => {
    if (keys.isError) {
      return <ErrorPanel message={errorText(keys.error, INTEGRATION_KEYS_UI.loadFailed)} retryLabel={INTEGRATION_KEYS_UI.retry} busy={keys.isFetching} onRetry={() => void keys.refetch()} />;
    }
    if (keys.isPending) return <LoadingPanel label={INTEGRATION_KEYS_UI.loading} />;
    if (keys.data.length === 0) return <EmptyState icon={<KeyRound aria-hidden="true" className="size-10" />} title={INTEGRATION_KEYS_UI.empty} />;
    return <KeysTable keys={keys.data} onRevoke={setRevoking} />;
  };

  return (
    <section aria-label={INTEGRATION_KEYS_UI.title} className="max-w-2xl space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <PageHeader
        title={INTEGRATION_KEYS_UI.title}
        subtitle={INTEGRATION_KEYS_UI.intro}
        actions={
          <Button icon={<Plus aria-hidden="true" className="size-4" />} onClick={() => setCreating(true)}>
            {INTEGRATION_KEYS_UI.create}
          </Button>
        }
      />
      {revoke.isError && <Alert tone="error">{serverTextOr(revoke.error, INTEGRATION_KEYS_UI.revokeFailed)}</Alert>}
      {body()}
      <CreateKeyModal open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={revoking !== null}
        title={INTEGRATION_KEYS_UI.revokeTitle}
        message={INTEGRATION_KEYS_UI.revokeMessage(revoking?.name ?? '')}
        confirmLabel={INTEGRATION_KEYS_UI.revoke}
        cancelLabel={INTEGRATION_KEYS_UI.cancel}
        tone="danger"
        busy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) })}
      />
    </section>
  );
}
