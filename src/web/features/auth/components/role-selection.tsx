import { Ambulance, Building2, ChevronRight, RadioTower, UserPlus, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { SCREEN } from '@/domain/common/messages';
import { UI } from '@/web/lib/ui-texts';
import { AuthCard } from './logged-out-shell';

export type RoleChoice = 'healthcare-login' | 'ems-login' | 'login' | 'healthcare-register' | 'ems-register';

const LOGINS = [
  { choice: 'healthcare-login', label: SCREEN.healthcareLogin, hint: UI.roleHints.healthcare, Icon: Building2 },
  { choice: 'ems-login', label: SCREEN.emsLogin, hint: UI.roleHints.ems, Icon: Ambulance },
  { choice: 'login', label: SCREEN.centerLogin, hint: UI.roleHints.center, Icon: RadioTower },
] as const satisfies readonly { choice: RoleChoice; label: string; hint: string; Icon: LucideIcon }[];

/** A login choice as a card. The hint sits beside the button, not in it, so the button's name is exactly its visible
 * words (WCAG 2.5.3); the button's ::after covers the card, so a click anywhere on it still chooses. */
function RoleButton({
  id,
  icon,
  label,
  hint,
  onClick,
}: {
  id: string;
  icon: ReactNode;
  label: string;
  hint: string;
  onClick(): void;
}) {
  return (
    <div className="group relative flex w-full items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3.5 text-left shadow-sm transition hover:border-blue-300 hover:bg-blue-50/50">
      <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700 group-hover:bg-blue-100">
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <button
          type="button"
          onClick={onClick}
          aria-describedby={`${id}-hint`}
          className="block text-left font-semibold text-slate-900 outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-blue-600"
        >
          {label}
        </button>
        <span id={`${id}-hint`} className="block text-sm text-slate-600">
          {hint}
        </span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400 group-hover:text-blue-700" />
    </div>
  );
}

function AccountButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
    >
      <UserPlus aria-hidden="true" className="size-4 shrink-0 text-blue-700" />
      {label}
    </button>
  );
}

/** The public view: pick a login or create an account. */
export function RoleSelection({
  banner,
  onChoose,
  onClearSession,
}: {
  banner?: ReactNode;
  onChoose(choice: RoleChoice): void;
  onClearSession(): void;
}) {
  return (
    <AuthCard title={SCREEN.welcomeTitle} subtitle={SCREEN.welcomePrompt}>
      {banner && <div className="mb-5 space-y-2">{banner}</div>}
      <div className="space-y-3">
        {LOGINS.map(({ choice, label, hint, Icon }) => (
          <RoleButton key={choice} id={`role-${choice}`} icon={<Icon className="size-5" />} label={label} hint={hint} onClick={() => onChoose(choice)} />
        ))}
      </div>
      <div className="my-6 flex items-center gap-3 text-xs font-medium uppercase tracking-wide text-slate-500">
        <span className="h-px flex-1 bg-slate-200" />
        {UI.newAccount}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <div className="grid gap-3">
        <AccountButton label={SCREEN.createHealthcare} onClick={() => onChoose('healthcare-register')} />
        <AccountButton label={SCREEN.createEms} onClick={() => onChoose('ems-register')} />
      </div>
      <div className="mt-6 text-center">
        <button
          type="button"
          onClick={onClearSession}
          className="rounded text-sm text-slate-500 underline-offset-4 hover:text-slate-800 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          {SCREEN.clearSession}
        </button>
      </div>
    </AuthCard>
  );
}
