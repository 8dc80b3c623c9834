import { TWO_FACTOR_TEXTS } from '@/domain/session/two-factor-texts';
import { Button } from '@/web/components/ui/button';

/** The recovery codes, shown this once, and the button that says they are kept. */
export function RecoveryCodesPanel({ codes, doneLabel, onDone }: { codes: readonly string[]; doneLabel: string; onDone(): void }) {
  return (
    <div className="space-y-4">
      <h3 className="text-base font-semibold text-slate-900">{TWO_FACTOR_TEXTS.recoveryTitle}</h3>
      <p className="text-sm text-slate-700">{TWO_FACTOR_TEXTS.recoveryIntro}</p>
      <ul aria-label={TWO_FACTOR_TEXTS.recoveryTitle} className="grid grid-cols-1 gap-1 rounded-md bg-slate-100 p-3 font-mono text-sm whitespace-nowrap sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ul>
      <Button className="w-full" onClick={onDone}>
        {doneLabel}
      </Button>
    </div>
  );
}
