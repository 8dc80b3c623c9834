import { ArrowRight, CircleCheck, Clock, Siren, UserCheck } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { WaitingTrip } from '@/domain/analytics/overview-attention';
import { paths } from '@/web/app/paths';
import { ErrorPanel } from '@/web/components/ui/error-panel';
import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { ATTENTION_UI } from '../overview-ui-texts';
import { CancelTripDialog, CenterTripDetailsModal, OfferAgainDialog, tripListLink } from '@/web/features/trip-management';
import { useOverviewAttention } from '../api/get-overview-attention';
import { AttentionRow, type RowAction } from './attention-row';

const OLDEST_FIRST = { sort: 'createdAt', order: 'asc' } as const;
const PENDING_REVIEW = '?status=pending';

function ActLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 rounded text-sm font-medium text-blue-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
    >
      {children}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}

/** One kind of work: its name and count, what it holds, and where to act on it. */
function Block({ icon, title, hint, count, tone, children }: { icon: ReactNode; title: string; hint: string; count: number; tone: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className={`flex size-9 shrink-0 items-center justify-center rounded-lg ${tone}`}>
          {icon}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-semibold text-slate-900">
            {title} <span className="tabular-nums">({count.toLocaleString()})</span>
          </h3>
          <p className="text-xs text-slate-500">{hint}</p>
        </div>
      </div>
      {children}
    </section>
  );
}

function WaitingList({ label, trips, onAct }: { label: string; trips: WaitingTrip[]; onAct(action: RowAction, trip: WaitingTrip): void }) {
  return (
    <ul aria-label={label} className="divide-y divide-slate-100 text-sm">
      {trips.map((t) => (
        <AttentionRow key={t.id} trip={t} onAct={onAct} />
      ))}
    </ul>
  );
}

/** What a row's button opened, over the Overview. */
function RowDialog({ acting, onClose }: { acting: { action: RowAction; trip: WaitingTrip }; onClose(): void }) {
  if (acting.action === 'reoffer') return <OfferAgainDialog trip={acting.trip} onClose={onClose} />;
  if (acting.action === 'cancel') return <CancelTripDialog trip={acting.trip} onClose={onClose} />;
  return <CenterTripDetailsModal tripId={acting.trip.id} onClose={onClose} />;
}

/** The Overview's "needs attention": requests waiting for an agency, escalated ones, registrations to review; each with where to act. */
export function AttentionPanel() {
  const attention = useOverviewAttention();
  const [acting, setActing] = useState<{ action: RowAction; trip: WaitingTrip } | null>(null);
  const onAct = (action: RowAction, trip: WaitingTrip) => setActing({ action, trip });
  if (attention.isError && !attention.data) {
    return <ErrorPanel message={ATTENTION_UI.loadFailed} retryLabel={ATTENTION_UI.retry} busy={attention.isFetching} onRetry={() => void attention.refetch()} />;
  }
  if (!attention.data) return <LoadingPanel label={ATTENTION_UI.heading} />;
  const { waiting, escalated, registrations } = attention.data;
  if (waiting.count + escalated.count + registrations.facilities + registrations.agencies === 0) {
    return (
      <p className="flex items-center gap-2 rounded-xl border border-green-200 bg-green-50 p-4 text-sm text-green-900">
        <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
        {ATTENTION_UI.nothing}
      </p>
    );
  }
  const reviews = registrations.facilities + registrations.agencies;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
      {acting && <RowDialog acting={acting} onClose={() => setActing(null)} />}
      {waiting.count > 0 && (
        <Block icon={<Clock className="size-5" />} tone="bg-amber-100 text-amber-800" title={ATTENTION_UI.waiting.title} hint={ATTENTION_UI.waiting.hint} count={waiting.count}>
          <WaitingList label={ATTENTION_UI.waiting.listLabel} trips={waiting.oldest} onAct={onAct} />
          <ActLink to={tripListLink({ status: 'PENDING', escalated: false, sort: OLDEST_FIRST })}>{ATTENTION_UI.waiting.link(waiting.count)}</ActLink>
        </Block>
      )}
      {escalated.count > 0 && (
        <Block icon={<Siren className="size-5" />} tone="bg-red-100 text-red-800" title={ATTENTION_UI.escalated.title} hint={ATTENTION_UI.escalated.hint} count={escalated.count}>
          <WaitingList label={ATTENTION_UI.escalated.listLabel} trips={escalated.oldest} onAct={onAct} />
          <ActLink to={tripListLink({ status: 'PENDING', escalated: true, sort: OLDEST_FIRST })}>{ATTENTION_UI.escalated.link(escalated.count)}</ActLink>
        </Block>
      )}
      {reviews > 0 && (
        <Block icon={<UserCheck className="size-5" />} tone="bg-blue-100 text-blue-800" title={ATTENTION_UI.registrations.title} hint={ATTENTION_UI.registrations.hint} count={reviews}>
          <ul className="space-y-2">
            {registrations.facilities > 0 && (
              <li>
                <ActLink to={`${paths.dashboard.hospitals}${PENDING_REVIEW}`}>{ATTENTION_UI.registrations.facilities(registrations.facilities)}</ActLink>
              </li>
            )}
            {registrations.agencies > 0 && (
              <li>
                <ActLink to={`${paths.dashboard.agencies}${PENDING_REVIEW}`}>{ATTENTION_UI.registrations.agencies(registrations.agencies)}</ActLink>
              </li>
            )}
          </ul>
        </Block>
      )}
    </div>
  );
}
