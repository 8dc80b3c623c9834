import type { DemoAccount } from '@/domain/session/session-answers';
import { DEMO_ACCOUNTS } from '@/domain/session/demo-accounts';

export function demoAccount(role: DemoAccount['role']): DemoAccount {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!account) throw new Error(`no demo account for ${role}`);
  return account;
}

/** An address no other test (or earlier run) uses. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@e2e.example.org`;
