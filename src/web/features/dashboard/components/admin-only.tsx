import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { COMMON_TEXTS } from '@/domain/portals/control-center-screens';
import { EmptyState } from '@/web/components/ui/empty-state';
import { useSignedInUser } from '@/web/features/session';

/** An administrators' page: anyone else who opens it (a typed address, an old bookmark) is told it is not for them. */
export function AdminOnly({ section, children }: { section: string; children: ReactNode }) {
  const user = useSignedInUser();
  if (user.userType === 'ADMIN') return children;
  return (
    <div role="alert">
      <EmptyState icon={<ShieldAlert aria-hidden="true" className="size-10" />} title={COMMON_TEXTS.adminOnlyTitle}>
        {COMMON_TEXTS.adminOnlyBody(section)}
      </EmptyState>
    </div>
  );
}
