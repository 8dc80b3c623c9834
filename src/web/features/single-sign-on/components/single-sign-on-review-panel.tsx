import { SSO_SETTINGS_TEXTS } from '@/domain/session/single-sign-on-settings-texts';
import { type SsoReviewItem } from '@/domain/session/single-sign-on';
import { PageHeader } from '@/web/components/page-header';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { ErrorPanel } from '@/web/components/ui/error-panel';
import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { Switch } from '@/web/components/ui/switch';
import { errorText, serverTextOr } from '@/web/lib/api-client';
import { useReviewSingleSignOn, useSingleSignOnReviews } from '../api/settings-calls';

/** One organisation's sign-in: its domains to mark verified and whether its staff may use passwords. */
function ReviewRow({ item }: { item: SsoReviewItem }) {
  const review = useReviewSingleSignOn();
  const idOf = (part: string) => `sso-review-${item.id}-${part}`;
  return (
    <li className="space-y-3 py-4">
      <div>
        <h3 className="text-base font-semibold text-slate-900">{item.organisationName}</h3>
        <p className="break-all text-sm text-slate-600">{SSO_SETTINGS_TEXTS.reviewIssuer(item.issuer)}</p>
      </div>
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          review.mutate({ id: item.id, verifiedDomains: item.domains.map((d) => d.domain).filter((d) => form.get(`verified:${d}`) === 'on'), passwordSignIn: form.get('passwordSignIn') === 'on' });
        }}
      >
        {review.isError && <Alert tone="error">{serverTextOr(review.error, SSO_SETTINGS_TEXTS.reviewFailed)}</Alert>}
        {review.isSuccess && <Alert tone="success">{SSO_SETTINGS_TEXTS.reviewSaved}</Alert>}
        {item.domains.map((d) => (
          <Switch key={d.domain} id={idOf(d.domain)} name={`verified:${d.domain}`} label={SSO_SETTINGS_TEXTS.reviewDomainLabel(d.domain)} defaultChecked={d.verified} />
        ))}
        <Switch id={idOf('password')} name="passwordSignIn" label={SSO_SETTINGS_TEXTS.passwordSignIn} defaultChecked={item.passwordSignIn} />
        <Button type="submit" size="sm" busy={review.isPending}>
          {SSO_SETTINGS_TEXTS.reviewSave}
        </Button>
      </form>
    </li>
  );
}

/** The control center's Settings: every organisation's single sign-on, its domains verified here. */
export function SingleSignOnReviewPanel() {
  const reviews = useSingleSignOnReviews();
  const body = () => {
    if (reviews.isError) {
      return <ErrorPanel message={errorText(reviews.error, SSO_SETTINGS_TEXTS.loadFailed)} retryLabel={SSO_SETTINGS_TEXTS.retry} busy={reviews.isFetching} onRetry={() => void reviews.refetch()} />;
    }
    if (reviews.isPending) return <LoadingPanel label={SSO_SETTINGS_TEXTS.loading} />;
    if (reviews.data.length === 0) return <p className="text-sm text-slate-600">{SSO_SETTINGS_TEXTS.reviewNone}</p>;
    return (
      <ul className="divide-y divide-slate-100">
        {reviews.data.map((item) => (
          <ReviewRow key={item.id} item={item} />
        ))}
      </ul>
    );
  };
  return (
    <section aria-label={SSO_SETTINGS_TEXTS.reviewTitle} className="max-w-2xl space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <PageHeader title={SSO_SETTINGS_TEXTS.reviewTitle} subtitle={SSO_SETTINGS_TEXTS.reviewIntro} />
      {body()}
    </section>
  );
}
