import { KeyRound } from 'lucide-react';
import type { DemoAccount } from '@/domain/session/session-answers';
import { UI } from '@/web/lib/ui-texts';
import { usePublicConfig } from '../api/get-public-config';

/** The demo sign-ins for these roles, in plain text; shown only while the server runs in demo mode. */
export function DemoCredentials({ roles }: { roles: DemoAccount['role'][] }) {
  const config = usePublicConfig();
  if (!config?.demoMode) return null;
  const accounts = config.demoAccounts.filter((a) => roles.includes(a.role));
  if (accounts.length === 0) return null;
  return (
    <aside aria-label={UI.demoCredentials} className="mt-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <p className="flex items-center gap-1.5 font-semibold">
        <KeyRound aria-hidden="true" className="size-4" />
        {UI.demoCredentials}
      </p>
      <ul className="mt-2 space-y-2">
        {accounts.map((a) => (
          <li key={a.email}>
            <span className="block font-medium">{UI.demoRoles[a.role]}</span>
            <span className="block font-mono text-[13px] break-all">{a.email}</span>
            <span className="block font-mono text-[13px]">{a.password}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
