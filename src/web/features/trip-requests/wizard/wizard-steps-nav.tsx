import { WIZARD } from '@/domain/portals/healthcare-portal-texts';
import { cn } from '@/web/lib/cn';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';

/** The five steps as buttons: any step can be opened at any time (no per-step blocking; Create Request checks all). */
export function WizardStepsNav({ current, onOpen }: { current: number; onOpen(step: number): void }) {
  return (
    <nav aria-label={PORTAL_UI.wizard.stepsLabel}>
      <ol className="grid grid-cols-5 gap-1.5">
        {WIZARD.steps.map((name, i) => {
          const isCurrent = i === current;
          return (
            <li key={name}>
              <button
                type="button"
                aria-current={isCurrent ? 'step' : undefined}
                aria-label={PORTAL_UI.wizard.stepButton(i + 1, name, isCurrent)}
                onClick={() => onOpen(i)}
                className="group flex w-full flex-col gap-1.5 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
              >
                <span className={cn('h-1.5 rounded-full', i <= current ? 'bg-blue-700' : 'bg-slate-200 group-hover:bg-slate-300')} />
                <span className="flex items-center gap-1.5 text-xs font-medium">
                  <span
                    aria-hidden="true"
                    className={cn(
                      'flex size-5 shrink-0 items-center justify-center rounded-full text-[0.7rem]',
                      isCurrent ? 'bg-blue-700 text-white' : 'bg-slate-100 text-slate-600',
                    )}
                  >
                    {i + 1}
                  </span>
                  {/* keeps number and name two words for text read without layout (axe's Label in Name check) */}
                  {' '}
                  <span className={cn('hidden truncate md:inline', isCurrent ? 'text-blue-800' : 'text-slate-600')}>{name}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
