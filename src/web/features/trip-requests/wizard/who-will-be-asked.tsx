import type { AgencyOption } from '@/domain/trips/trip-answers';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import type { AgencyMatch } from './use-agency-match';
import { canPickAgencies, selectedListed, type WizardValues } from './wizard-values';

const REVIEW_TEXTS = PORTAL_UI.wizard.review;

function AgencyNames({ agencies }: { agencies: readonly AgencyOption[] }) {
  return (
    <ul aria-label={REVIEW_TEXTS.askedLabel} className="mt-1 list-disc space-y-0.5 pl-5">
      {agencies.map((a) => (
        <li key={a.id}>
          {a.name}
          {a.distance !== null && <span className="text-slate-500"> · {PORTAL_UI.wizard.agencies.distance(a.distance)}</span>}
        </li>
      ))}
    </ul>
  );
}

/**
 * Exactly who the request goes to, as the server will decide it: the ticked agencies, or every eligible agency in
 * the radius (named when the list is known; a manual destination cannot know them beforehand).
 */
export function WhoWillBeAsked({ values, match }: { values: WizardValues; match: AgencyMatch }) {
  const radius = match.radius ?? Number(values.notificationRadius);
  const picked = selectedListed(values, match.listed);
  if (picked.length > 0)
    return (
      <div>
        <p>{REVIEW_TEXTS.selectedAgencies(picked.length)}</p>
        <AgencyNames agencies={picked} />
      </div>
    );
  if (canPickAgencies(values) && match.listed) {
    if (match.listed.length === 0) return <p>{REVIEW_TEXTS.noneEligible(radius)}</p>;
    return (
      <div>
        <p>{REVIEW_TEXTS.everyEligibleNamed(radius, match.listed.length)}</p>
        <AgencyNames agencies={match.listed} />
      </div>
    );
  }
  return (
    <div>
      <p>{REVIEW_TEXTS.everyEligible(radius)}</p>
      {values.destinationMode === 'manual' && <p className="text-slate-600">{REVIEW_TEXTS.namesUnknown}</p>}
    </div>
  );
}
