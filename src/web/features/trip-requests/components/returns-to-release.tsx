import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import type { ReturnToRelease } from '@/domain/trips/linked-returns';
import { errorText } from '@/web/lib/api-client';
import { LINKED_RETURN_UI } from '@/web/lib/linked-return-ui-texts';
import { useReleaseReturn } from '../api/release-return';
import { useReturnsToRelease } from '../api/get-returns-to-release';

/** The patients waiting at the facility for a will-call return another facility booked; nothing while there are none. */
export function ReturnsToRelease() {
  const waiting = useReturnsToRelease();
  if (!waiting.data || waiting.data.length === 0) return null;
  return (
    <section aria-labelledby="returns-to-release" className="space-y-2 rounded-lg border border-purple-200 bg-purple-50 p-4">
      <h3 id="returns-to-release" className="text-sm font-semibold text-purple-950">
        {LINKED_RETURN_UI.waiting.title}
      </h3>
      <p className="text-sm text-purple-900">{LINKED_RETURN_UI.waiting.intro}</p>
      <ul aria-labelledby="returns-to-release" className="divide-y divide-purple-200">
        {waiting.data.map((r) => (
          <WaitingReturn key={r.id} item={r} />
        ))}
      </ul>
    </section>
  );
}

function WaitingReturn({ item }: { item: ReturnToRelease }) {
  const release = useReleaseReturn();
  return (
    <li aria-label={item.patientId} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
      <span>
        <span className="font-mono font-semibold">{item.patientId}</span> {LINKED_RETURN_UI.waiting.item(item.tripNumber, item.toLocation, item.requestedBy)}
      </span>
      {release.isError && <Alert tone="error">{errorText(release.error, LINKED_RETURN_UI.details.releaseFailed)}</Alert>}
      <Button size="sm" aria-label={LINKED_RETURN_UI.waiting.releaseLabel(item.patientId)} busy={release.isPending} onClick={() => release.mutate(item.id)}>
        {release.isPending ? LINKED_RETURN_UI.details.releasing : LINKED_RETURN_UI.details.release}
      </Button>
    </li>
  );
}
