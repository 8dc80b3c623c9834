import { useId, type ReactNode } from 'react';
import { OVERVIEW_TEXTS } from '@/domain/portals/control-center-screens';
import { ATTENTION_UI } from '../overview-ui-texts';
import { AttentionPanel } from '../components/attention-panel';
import { OverviewTiles } from '../components/overview-tiles';
import { QuickActions } from '../components/quick-actions';

function Section({ title, className, children }: { title: string; className: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className={`${className} font-semibold text-slate-900`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /dashboard: the control center's System Overview, what needs a person now, and the quick actions. */
export function OverviewPage() {
  return (
    <div className="space-y-8">
      <Section title={OVERVIEW_TEXTS.heading} className="text-xl">
        <OverviewTiles />
      </Section>
      <Section title={ATTENTION_UI.heading} className="text-base">
        <AttentionPanel />
      </Section>
      <Section title={OVERVIEW_TEXTS.quickActionsHeading} className="text-base">
        <QuickActions />
      </Section>
    </div>
  );
}
