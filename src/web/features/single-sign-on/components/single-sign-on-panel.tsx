import { SSO_SETTINGS_TEXTS } from '@/domain/session/single-sign-on-settings-texts';
import { PageHeader } from '@/web/components/page-header';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { ErrorPanel } from '@/web/components/ui/error-panel';
import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { errorText, serverTextOr } from '@/web/lib/api-client';
import { useApproveMember, useSingleSignOnSettings } from '../api/settings-calls';
import { SingleSignOnForm } from './single-sign-on-form';

/** Settings' Single sign-on: the organisation's identity provider, and the newcomers who joined through it awaiting approval. */
export function SingleSignOnPanel() {
  const settings = useSingleSignOnSettings();
  const approve = useApproveMember();

  const body = () => {
    if (settings.isError) {
      return <ErrorPanel message={errorText(settings.error, SSO_SETTINGS_TEXTS.loadFailed)} retryLabel={SSO_SETTINGS_TEXTS.retry} busy={settings.isFetching} onRetry={() => void settings.refetch()} />;
    }
    if (settings.isPending) return <LoadingPanel label={SSO_SETTINGS_TEXTS.loading} />;
    return (
      <>
        <SingleSignOnForm settings={settings.data} />
        {settings.data.configured && (
          <div className="space-y-2 border-t border-slate-200 pt-4">
            <h3 className="text-base font-semibold text-slate-900">{SSO_SETTINGS_TEXTS.pendingTitle}</h3>
            {approve.isError && <Alert tone="error">{serverTextOr(approve.error, SSO_SETTINGS_TEXTS.approveFailed)}</Alert>}
            {settings.data.pending.length === 0 ? (
              <p className="text-sm text-slate-600">{SSO_SETTINGS_TEXTS.pendingNone}</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {settings.data.pending.map((member) => (
                  <li key={member.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span className="min-w-0 text-sm">
                      <span className="font-medium text-slate-800">{member.name}</span> <span className="break-all text-slate-600">{member.email}</span>
                    </span>
                    <Button size="sm" busy={approve.isPending && approve.variables === member.id} onClick={() => approve.mutate(member.id)} aria-label={SSO_SETTINGS_TEXTS.approveLabel(member.name)}>
                      {SSO_SETTINGS_TEXTS.approve}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </>
    );
  };

  return (
    <section aria-label={SSO_SETTINGS_TEXTS.settingsTitle} className="max-w-2xl space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <PageHeader title={SSO_SETTINGS_TEXTS.settingsTitle} subtitle={SSO_SETTINGS_TEXTS.settingsIntro} />
      {body()}
    </section>
  );
}
